import { Button, FileInput, Group, Stack, Text, Textarea } from '@mantine/core';
import { FileJson, Upload } from 'lucide-react';
import { useState } from 'react';
import { useDryRun, useImportBundle, type ImportTarget } from './api';
import { ImportReportView } from './import-report';
import { ErrorMessage, ImportDone, TargetChooser, useDefaultTarget } from './import-target';

/** The server's body limit for an import (routes.ts IMPORT_BODY_LIMIT). */
const MAX_BYTES = 10 * 1024 * 1024;

/**
 * Upload a file or paste JSON; check it (the dry run) and read the report; only then import, into
 * a new patient or the current one. Changing the text or the target asks for a new check.
 */
export function BundleImport() {
  const [text, setText] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [parseError, setParseError] = useState<string | null>(null);
  const [target, setTarget] = useState<ImportTarget>(useDefaultTarget());
  const [checked, setChecked] = useState<{ text: string; target: ImportTarget } | null>(null);
  const dryRun = useDryRun();
  const importer = useImportBundle();

  const reset = () => {
    setChecked(null);
    setParseError(null);
    dryRun.reset();
    importer.reset();
  };

  const readFile = async (file: File | null) => {
    setFileError(null);
    reset();
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setFileError(
        `The file is ${(file.size / 1024 / 1024).toFixed(1)} MB; at most 10 MB can be imported at once.`,
      );
      return;
    }
    setText(await file.text());
  };

  const check = () => {
    reset();
    let bundle: unknown;
    try {
      bundle = JSON.parse(text);
    } catch (error) {
      setParseError(`This is not valid JSON: ${(error as Error).message}`);
      return;
    }
    const snapshot = { text, target };
    dryRun.mutate({ bundle, target }, { onSuccess: () => setChecked(snapshot) });
  };

  const report = checked && dryRun.data ? dryRun.data.report : null;
  const upToDate =
    checked !== null &&
    checked.text === text &&
    JSON.stringify(checked.target) === JSON.stringify(target);
  const blocked =
    target.kind === 'new' && !report?.update && (report?.missingDemographics.length ?? 0) > 0;

  return (
    <Stack gap="md">
      <Text size="sm">
        A FHIR R4 Bundle as JSON (collection, search result, transaction or <code>$everything</code>
        ), or a JSON array of resources. Nothing is saved until you have read the report and chosen
        Import.
      </Text>
      <FileInput
        label="FHIR file"
        placeholder="Choose a .json file"
        accept=".json,application/json,application/fhir+json"
        leftSection={<FileJson size={16} aria-hidden />}
        clearable
        clearButtonProps={{ 'aria-label': 'Remove the file' }}
        onChange={(f) => void readFile(f)}
        error={fileError}
      />
      <Textarea
        label="Or paste the JSON"
        autosize
        minRows={4}
        maxRows={12}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          if (checked) reset();
        }}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
        error={parseError}
      />
      <TargetChooser
        name="bundle-target"
        value={target}
        onChange={(t) => {
          setTarget(t);
          if (checked) reset();
        }}
      />
      <Group>
        <Button onClick={check} disabled={!text.trim()} loading={dryRun.isPending} variant="light">
          Check the bundle
        </Button>
      </Group>
      {dryRun.isError ? (
        <ErrorMessage error={dryRun.error} title="The bundle could not be read" />
      ) : null}
      {report ? (
        <>
          <ImportReportView report={report} forNewPatient={target.kind === 'new'} />
          {importer.data ? (
            <ImportDone result={importer.data} created={!importer.data.report.update} />
          ) : (
            <Group>
              <Button
                leftSection={<Upload size={16} aria-hidden />}
                disabled={!upToDate || blocked}
                loading={importer.isPending}
                onClick={() => importer.mutate({ bundle: JSON.parse(text), target })}
              >
                {report.update ? 'Update the stored record' : 'Import'}
              </Button>
              {!upToDate ? (
                <Text size="sm">The text or the target changed: check again first.</Text>
              ) : null}
            </Group>
          )}
          {importer.isError ? (
            <ErrorMessage error={importer.error} title="Nothing was imported" />
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
