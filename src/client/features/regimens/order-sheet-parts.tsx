import type { ReactNode } from 'react';
import type { RegimenDetail } from './api';
import { EMETOGENIC_LABEL, growthFactorText } from './labels';

/**
 * Pieces shared by the calculator's order sheet and a treatment plan cycle's order sheet, so the two
 * printed documents keep one layout for the parts a nurse or pharmacist reads on both.
 */

/** A titled block of the sheet; `keep` stops a printer from splitting it across pages. */
export function SheetSection({
  label,
  title,
  keep = true,
  children,
}: {
  label: string;
  title?: ReactNode;
  keep?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={keep ? 'keep-together' : undefined} aria-label={label}>
      <h3 style={{ fontSize: '1.05em', margin: '8px 0 4px' }}>{title ?? label}</h3>
      {children}
    </section>
  );
}

/** The calculation's working, line by line, spanning the rest of a four-column table. */
export function WorkingRow({ lines }: { lines: readonly string[] | undefined }) {
  if (!lines || lines.length === 0) return null;
  return (
    <tr>
      <th scope="row">Working</th>
      <td colSpan={3} style={{ fontFamily: 'monospace', fontSize: '0.9em' }}>
        {lines.map((line) => (
          <div key={line}>{line}</div>
        ))}
      </td>
    </tr>
  );
}

/** Every warning as a list, or the sentence that says which checks found nothing. */
export function WarningList({ warnings, none }: { warnings: readonly string[]; none: string }) {
  return warnings.length > 0 ? (
    <ul style={{ margin: 0, paddingLeft: 18 }}>
      {warnings.map((w) => (
        <li key={w}>⚠ {w}</li>
      ))}
    </ul>
  ) : (
    <div>{none}</div>
  );
}

/** Emetogenic risk, premedication and growth-factor support from the regimen record. */
export function SupportiveCareLines({ regimen }: { regimen: RegimenDetail }) {
  return (
    <>
      <div>
        Emetogenic risk: {EMETOGENIC_LABEL[regimen.emetogenicRisk] ?? regimen.emetogenicRisk}
      </div>
      {regimen.premedication.length > 0 ? (
        <div>Premedication: {regimen.premedication.map((p) => p.text).join(' ')}</div>
      ) : null}
      <div>G-CSF: {growthFactorText(regimen.growthFactorSupport)}</div>
    </>
  );
}
