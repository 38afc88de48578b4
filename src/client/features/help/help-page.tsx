import {
  Alert,
  Anchor,
  Card,
  Kbd,
  List,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { SHORTCUTS } from '../../app/shell/use-shortcuts';
import { downloadFile } from '../../lib/api';

const SEVERITY = [
  ['Contraindicated', 'A label contraindicates the combination. Do not give together.'],
  [
    'Major',
    'A label says avoid or change the dose; the effect may be life-threatening or cause lasting harm.',
  ],
  ['Moderate', 'Monitor or adjust; the effect may worsen the condition or need extra treatment.'],
  ['Minor', 'Limited clinical effect; usually no action needed.'],
];
const EVIDENCE = [
  ['Established', 'Shown in controlled studies or a pharmacokinetic study described in the label.'],
  [
    'Probable',
    'Strong mechanistic or modelling evidence (for example a label PBPK statement). The highest level any inferred finding can have.',
  ],
  ['Suspected', 'Case reports or limited data.'],
  ['Theoretical', 'Expected from the mechanism; not observed clinically.'],
];

const LEVELS = [
  [
    'FDA label',
    'A biomarker-defined indication in the current US prescribing information (section 1).',
  ],
  ['Guideline', 'A published guideline recommendation, with its date.'],
  ['Clinical evidence', 'Trial evidence not yet in a label, cited by PubMed id.'],
  [
    'Resistance',
    'A label or pivotal trial names the finding as predicting no benefit (RAS-mutant colorectal cancer and cetuximab or panitumumab; EGFR T790M and erlotinib or gefitinib; PDGFRA D842V GIST and imatinib). Shown in red.',
  ],
];

/** How tumour biomarkers are matched to therapies (issue 23). */
function PrecisionHelp() {
  return (
    <Card withBorder>
      <Title order={3} size="h4" mb="xs">
        Tumour biomarkers and matched therapies
      </Title>
      <Text size="sm" mb="xs">
        The{' '}
        <Anchor component={Link} to="/genomics?view=tumour">
          tumour profile
        </Anchor>{' '}
        (and a patient&apos;s genetics tab) matches a tumour&apos;s findings to biomarker-defined
        therapies. Genes are read by their HGNC symbol (HER2 is ERBB2, PD-L1 is CD274); protein
        changes in short or HGVS form (L858R, p.Leu858Arg); exon classes (EGFR exon 19 deletion,
        including HGVS deletions in exon 19 such as p.E746_A750del; exon 20 insertion; MET exon 14
        skipping); fusions by either partner; copy number; PD-L1 and HER2 scores; MSI; TMB in
        mutations per megabase.
      </Text>
      <Table mb="xs">
        <Table.Tbody>
          {LEVELS.map(([k, v]) => (
            <Table.Tr key={k}>
              <Table.Th scope="row">{k}</Table.Th>
              <Table.Td>{v}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <List size="sm" spacing={4}>
        <List.Item>
          Therapies for the patient&apos;s own cancer come first, tumour-agnostic approvals (NTRK,
          MSI-high/dMMR, TMB-high, BRAF V600E, RET, HER2 IHC 3+) next, and evidence in other cancers
          in a separate section below: it is not an indication for this cancer.
        </List.Item>
        <List.Item>
          A finding no record knows is listed as &ldquo;not in the knowledge base&rdquo;. That never
          means there is no therapy: check guidelines, trials and the molecular tumour board.
        </List.Item>
        <List.Item>
          A suggested therapy goes through the same checks as any order: &ldquo;Check
          interactions&rdquo; opens the checker with the patient&apos;s medications and the drug;
          &ldquo;Plan regimen&rdquo; opens the regimen library, whose calculator checks doses, renal
          and hepatic function and pharmacogenomics.
        </List.Item>
      </List>
    </Card>
  );
}

export default function HelpPage() {
  return (
    <Stack maw={900}>
      <Title order={2}>Help</Title>
      <Alert
        color="orange"
        icon={<ShieldAlert size={18} />}
        title="Decision support, not a substitute for clinical judgement"
      >
        OncoCDS summarises published sources. Confirm every dose and interaction against the current
        product labelling, your local protocols and the patient in front of you. When OncoCDS has no
        data it says so; the absence of a warning is not evidence of safety.
      </Alert>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Title order={3} size="h4" mb="xs">
            Interaction severity
          </Title>
          <Table>
            <Table.Tbody>
              {SEVERITY.map(([k, v]) => (
                <Table.Tr key={k}>
                  <Table.Th scope="row">{k}</Table.Th>
                  <Table.Td>{v}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
        <Card withBorder>
          <Title order={3} size="h4" mb="xs">
            Evidence
          </Title>
          <Table>
            <Table.Tbody>
              {EVIDENCE.map(([k, v]) => (
                <Table.Tr key={k}>
                  <Table.Th scope="row">{k}</Table.Th>
                  <Table.Td>{v}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      </SimpleGrid>
      <Card withBorder>
        <Title order={3} size="h4" mb="xs">
          Where the knowledge comes from
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>
            US prescribing information (FDA labels, public domain): boxed warnings, dose
            modifications, drug-interaction sections.
          </List.Item>
          <List.Item>
            CPIC® pharmacogenomic guidelines and tables (CC0), with the guideline year and PMID on
            each rule.
          </List.Item>
          <List.Item>
            RxNorm (U.S. National Library of Medicine), Current Prescribable Content, release
            2025-10-06, shipped with OncoCDS and never looked up remotely: ingredients, brand names,
            products and packs (SCD, SBD, GPCK, BPCK), and NDCs. A product code, an NDC or a
            normalised name such as &ldquo;1 ML DOCEtaxel 20 MG/ML Injection&rdquo; resolves to its
            ingredients. An ingredient RxNorm knows but OncoCDS has no record for is named with
            &ldquo;no interaction data in OncoCDS&rdquo;; a medication that matches nothing raises
            an &ldquo;unresolved&rdquo; alert, so it is never silently skipped. The public extract
            used lacks ingredients starting with A; those resolve by name or by a record&rsquo;s
            RxCUI.
          </List.Item>
          <List.Item>
            More than 1,000 drug records: antineoplastics and the co-medications oncology patients
            take (the drugs of the ONC high-priority interaction list, inpatient and palliative
            care, and the most prescribed outpatient drugs), each with its pathways, QT risk,
            serotonergic, anticholinergic, bleeding and organ-function facts and the label section
            they come from; WHO ATC codes where one is confirmed.
          </List.Item>
          <List.Item>
            Label class tiering: when a label names a whole class (&ldquo;contraindicated with MAO
            inhibitors&rdquo;, &ldquo;avoid strong CYP3A4 inducers&rdquo;, &ldquo;lower the dose of
            narrow-therapeutic-index CYP3A4 substrates&rdquo;), an inferred pair with a member of
            that class takes the label&rsquo;s tier: contraindicated, avoid (major), or adjust and
            monitor (moderate). The object drug&rsquo;s label and the anticancer drug&rsquo;s
            section 7 are read alike, and a label can raise a tier, never lower it.
          </List.Item>
          <List.Item>
            Primary trials and society guidelines, paraphrased and cited by PMID.
          </List.Item>
        </List>
        <Text size="sm" mt="xs">
          Curated interactions carry their sources; interactions inferred from metabolism profiles
          are labelled &ldquo;inferred&rdquo; and show the chain of reasoning.
        </Text>
        <Text size="sm" mt="xs">
          The checker is validated against label pairs, the ONC high-priority interaction list
          (Phansalkar 2012), which it flags in full, and the ONC list of interactions that should
          not interrupt (Phansalkar 2013): none of those is graded contraindicated, and the only
          major ones are sotalol with citalopram or escitalopram, for the QT prolongation their
          labels warn of. The figures of each release are in its knowledge changes.
        </Text>
        <Text size="sm" mt="xs">
          <Anchor component={Link} to="/help/knowledge-changes">
            What changed in the knowledge base
          </Anchor>{' '}
          since its previous version, record by record, with the reason for each change.
        </Text>
        <Text size="sm" mt="xs">
          Every hard number (dose, threshold, cap, limit, equivalence factor, severity) says what it
          rests on: the FDA label, a guideline, a trial, or a product default. Label citations name
          the DailyMed document, its setId and revision month where confirmed; the rest say the
          version is not pinned yet. The full list is the fact export,{' '}
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() =>
              void downloadFile('/api/knowledge/facts?format=csv', 'knowledge-facts.csv')
            }
          >
            knowledge-facts.csv
          </Anchor>
          . Pharmacists and oncologists granted review by an institution administrator check these
          facts on the{' '}
          <Anchor component={Link} to="/knowledge">
            knowledge review
          </Anchor>{' '}
          page; a correction stays pending until a second reviewer approves it.
        </Text>
      </Card>
      <PrecisionHelp />
      <Card withBorder>
        <Title order={3} size="h4" mb="xs">
          Keyboard shortcuts
        </Title>
        <Table>
          <Table.Tbody>
            {SHORTCUTS.map((s) => (
              <Table.Tr key={s.keys}>
                <Table.Td>
                  <Kbd>{s.keys}</Kbd>
                </Table.Td>
                <Table.Td>{s.description}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
      <Text size="sm">
        Something wrong or missing? Use the feedback button at the bottom right, or see{' '}
        <Anchor component={Link} to="/profile">
          your profile
        </Anchor>{' '}
        for account and security settings.
      </Text>
    </Stack>
  );
}
