import { Anchor, List, Text } from '@mantine/core';
import { citationParts, doiUrl, pubmedUrl } from '../../../core/knowledge/source';
import type { ExportedFact } from '../../../core/knowledge/facts';
import { TONE } from '../../components/tones';

type FactSource = ExportedFact['sources'][number];

const external = { target: '_blank', rel: 'noreferrer' } as const;

/** A label's pin: revision month and SPL version, or a plain statement that it is not pinned. */
function labelPin(s: FactSource): string | null {
  if (s.kind !== 'label') return null;
  if (!s.labelRevised) return 'version not pinned';
  return [`revised ${s.labelRevised}`, s.splVersion ? `SPL version ${s.splVersion}` : null]
    .filter(Boolean)
    .join(', ');
}

/**
 * One cited source as the reviewer needs it (issue 22): title, section, version and finer date as
 * `formatSource` writes them, the label pin, PMID and DOI each as their own named link, and what
 * could not be confirmed, marked so it cannot be read as a settled citation.
 */
export function FactSourceItem({ source: s }: { source: FactSource }) {
  const { head, pmid, doi, url } = citationParts(s);
  // The record's own link is shown on the title; a link that is only the PubMed or doi.org
  // address of the identifiers beside it would be the same link twice.
  const ownUrl =
    url && url !== (pmid ? pubmedUrl(pmid) : '') && url !== (doi ? doiUrl(doi) : '')
      ? url
      : undefined;
  const text = [...head, labelPin(s)].filter(Boolean).join(', ');
  return (
    <List.Item>
      <Text size="sm" component="span">
        {ownUrl ? (
          <Anchor href={ownUrl} {...external}>
            {text}
          </Anchor>
        ) : (
          text
        )}
        {pmid ? (
          <>
            {', '}
            <Anchor href={pubmedUrl(pmid)} {...external}>
              PMID {pmid}
            </Anchor>
          </>
        ) : null}
        {doi ? (
          <>
            {', '}
            <Anchor href={doiUrl(doi)} {...external}>
              doi:{doi}
            </Anchor>
          </>
        ) : null}
      </Text>
      {s.unconfirmed ? (
        <Text size="sm" c={TONE.warning}>
          <Text span fw={700} inherit>
            Unconfirmed:
          </Text>{' '}
          {s.unconfirmed}
        </Text>
      ) : null}
    </List.Item>
  );
}

/** The sources a fact cites, as a list named for the fact. */
export function FactSources({ fact, label }: { fact: ExportedFact; label: string }) {
  return (
    <List size="sm" spacing={4} aria-label={`Sources of ${label}`} listStyleType="none">
      {fact.sources.map((s, i) => (
        <FactSourceItem key={`${s.title}-${i}`} source={s} />
      ))}
    </List>
  );
}
