import { AreaChart, BarChart } from '../../components/lazy-charts';
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Download, Info } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AnalyticsCsvSection, AnalyticsSummary } from '../../../core/analytics';
import { ChartCard } from '../../components/chart-card';
import { AlertRuleOverrides } from './alert-rule-overrides';
import { LoadError, LoadingState } from '../../components/query-state';
import { useTerm } from './use-term';
import { downloadAnalyticsCsv, useAnalytics, type DayRange } from './api';
import { humanize, percentText, SEVERITY_COLORS, SEVERITY_ORDER } from './labels';
import { lastDays, RangePicker, rangeProblem } from './range-picker';

const SEVERITIES = SEVERITY_ORDER;

function ExportButton({
  section,
  range,
  label = 'CSV',
}: {
  section: AnalyticsCsvSection;
  range: DayRange;
  label?: string;
}) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  // The visible words start the accessible name, which adds what is exported (WCAG 2.5.3).
  const text = state === 'failed' ? 'Export failed, retry' : `Export ${label}`;
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={state === 'busy' ? <Loader size={12} /> : <Download size={14} aria-hidden />}
      color={state === 'failed' ? 'red.9' : undefined}
      aria-label={`${text}: ${humanize(section).toLowerCase()}`}
      onClick={async () => {
        setState('busy');
        try {
          await downloadAnalyticsCsv(section, range);
          setState('idle');
        } catch {
          setState('failed');
        }
      }}
    >
      {text}
    </Button>
  );
}

const periodLabel = (s: AnalyticsSummary) => (s.range.bucket === 'day' ? 'Day' : 'Week starting');

function Stat({ label, value, hint }: { label: string; value: string | number; hint?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </div>
  );
}

function Sections({ s, range }: { s: AnalyticsSummary; range: DayRange }) {
  const term = useTerm();
  const alerts = term('alert', true);
  const interaction = term('interaction');
  const a = s.acknowledgements;
  const alertTotal = SEVERITIES.reduce((sum, k) => sum + s.alerts.totals[k], 0);
  const period = periodLabel(s);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <ChartCard
        title={`${alerts} raised, by severity`}
        description={`${alertTotal} raised for patients in this period (first raised, or raised again at a new severity).`}
        empty={alertTotal === 0 ? `No ${alerts.toLowerCase()} were raised in this period.` : null}
        actions={<ExportButton section="alerts-by-severity" range={range} />}
        chart={
          <BarChart
            h={240}
            data={s.alerts.series}
            dataKey="period"
            type="stacked"
            series={SEVERITIES.map((k) => ({
              name: k,
              label: humanize(k),
              color: SEVERITY_COLORS[k],
            }))}
            withLegend
            tickLine="none"
          />
        }
        table={{
          columns: [period, ...SEVERITIES.map(humanize)],
          rows: s.alerts.series.map((p) => [p.period, ...SEVERITIES.map((k) => p[k])]),
        }}
      />

      <ChartCard
        title="Acknowledgements and overrides"
        description="Overridden: acknowledged and continued unchanged (any reason but “dose adjusted”). Acknowledgements in the period may concern older alerts."
        empty={
          a.raised + a.acknowledged + a.submitted === 0
            ? `No ${alerts.toLowerCase()} were raised or acknowledged in this period.`
            : null
        }
        actions={
          <>
            <ExportButton section="acknowledgements" range={range} label="rates CSV" />
            <ExportButton section="acknowledgement-reasons" range={range} label="reasons CSV" />
          </>
        }
        chart={
          <Stack gap="sm">
            <Group gap="xl">
              <Stat
                label="Acknowledged"
                value={percentText(a.acknowledgementRate)}
                hint={`${a.acknowledged} of ${a.raised} raised`}
              />
              <Stat
                label="Overridden"
                value={percentText(a.overrideRate)}
                hint={`${a.overridden} of ${a.acknowledged} acknowledged`}
              />
              <Stat
                label="Sent for co-signature"
                value={a.submitted}
                hint={`${a.approved} co-signed, ${a.rejected} declined`}
              />
            </Group>
            {a.reasons.length > 0 ? (
              <BarChart
                h={Math.max(140, a.reasons.length * 34)}
                data={a.reasons.map((r) => ({ ...r, label: humanize(r.reason) }))}
                dataKey="label"
                orientation="vertical"
                type="stacked"
                yAxisProps={{ width: 160 }}
                series={[
                  { name: 'direct', label: 'Acknowledged directly', color: 'blue.6' },
                  { name: 'submitted', label: 'Submitted for co-signature', color: 'grape.6' },
                ]}
                withLegend
              />
            ) : null}
          </Stack>
        }
        table={{
          columns: [
            'Severity',
            'Raised',
            'Acknowledged',
            'Overridden',
            'Acknowledgement rate',
            'Override rate',
          ],
          rows: [
            ...a.bySeverity.map((r) => [
              humanize(r.severity),
              r.raised,
              r.acknowledged,
              r.overridden,
              percentText(r.acknowledgementRate),
              percentText(r.overrideRate),
            ]),
            ...a.reasons.map((r) => [
              `Reason: ${humanize(r.reason)}${r.override ? ' (override)' : ''}`,
              '',
              r.direct + r.approved,
              r.override ? r.direct + r.approved : 0,
              `${r.submitted} submitted for co-signature`,
              `${r.rejected} declined`,
            ]),
          ],
        }}
      />

      <ChartCard
        title={`${interaction} checks per ${s.range.bucket}`}
        description={`${s.checks.totals.checks} checks; ${s.checks.totals.withFindings} found something, ${s.checks.totals.withMajor} a major or contraindicated pair.`}
        empty={s.checks.totals.checks === 0 ? 'No checks were run in this period.' : null}
        actions={<ExportButton section="interaction-checks" range={range} />}
        chart={
          <AreaChart
            h={240}
            data={s.checks.series}
            dataKey="period"
            curveType="linear"
            withLegend
            series={[
              { name: 'checks', label: 'Checks', color: 'blue.6' },
              { name: 'withFindings', label: 'With findings', color: 'orange.6' },
              { name: 'withMajor', label: 'Major or contraindicated', color: 'red.8' },
            ]}
          />
        }
        table={{
          columns: [period, 'Checks', 'With findings', 'Major or contraindicated'],
          rows: s.checks.series.map((p) => [p.period, p.checks, p.withFindings, p.withMajor]),
        }}
      />

      <ChartCard
        title="Most searched drugs"
        description={`${s.drugs.searches} searches (${s.drugs.searchesNamingADrug} named a drug exactly) and ${s.drugs.views} monograph views. Counted by the drug found, never by what was typed.`}
        empty={s.drugs.top.length === 0 ? 'No search named a drug in this period.' : null}
        actions={<ExportButton section="top-drugs" range={range} />}
        chart={
          <BarChart
            h={Math.max(160, s.drugs.top.length * 30)}
            data={s.drugs.top}
            dataKey="name"
            orientation="vertical"
            type="stacked"
            yAxisProps={{ width: 150 }}
            withLegend
            series={[
              { name: 'searches', label: 'Searches', color: 'teal.7' },
              { name: 'views', label: 'Monograph views', color: 'cyan.5' },
            ]}
          />
        }
        table={{
          columns: ['Drug', 'Searches', 'Monograph views'],
          rows: s.drugs.top.map((d) => [d.name, d.searches, d.views]),
        }}
      />

      <ChartCard
        title="Phenotypes computed"
        description="Each phenotype the pharmacogenomics engine worked out from a genotype, by gene."
        empty={s.phenotypes.length === 0 ? 'No phenotypes were computed in this period.' : null}
        actions={<ExportButton section="phenotypes" range={range} />}
        chart={
          <BarChart
            h={Math.max(160, s.phenotypes.length * 30)}
            data={s.phenotypes.map((p) => ({ ...p, label: `${p.gene} · ${p.phenotype}` }))}
            dataKey="label"
            orientation="vertical"
            yAxisProps={{ width: 220 }}
            series={[{ name: 'count', label: 'Results', color: 'violet.6' }]}
          />
        }
        table={{
          columns: ['Gene', 'Phenotype', 'Results', 'Share of the gene'],
          rows: s.phenotypes.map((p) => [p.gene, p.phenotype, p.count, percentText(p.share)]),
        }}
      />

      <ChartCard
        title="CDS Hooks card outcomes"
        description={`${s.cds.totals.cards} cards returned to an EHR; ${s.cds.totals.accepted} accepted, ${s.cds.totals.overridden} overridden (acceptance ${percentText(s.cds.totals.acceptanceRate)} of those with an outcome).`}
        empty={
          s.cds.services.length === 0
            ? 'No CDS Hooks cards were returned to an EHR in this period.'
            : null
        }
        actions={
          <>
            <ExportButton section="cds-cards" range={range} label="cards CSV" />
            <ExportButton section="cds-override-reasons" range={range} label="reasons CSV" />
          </>
        }
        chart={
          <BarChart
            h={Math.max(160, s.cds.services.length * 40)}
            data={s.cds.services}
            dataKey="serviceId"
            orientation="vertical"
            type="stacked"
            yAxisProps={{ width: 170 }}
            withLegend
            series={[
              { name: 'info', label: 'Info', color: 'blue.5' },
              { name: 'warning', label: 'Warning', color: 'orange.6' },
              { name: 'critical', label: 'Critical', color: 'red.8' },
            ]}
          />
        }
        table={{
          columns: [
            'Service',
            'Info',
            'Warning',
            'Critical',
            'Accepted',
            'Overridden',
            'Acceptance',
          ],
          rows: [
            ...s.cds.services.map((c) => [
              c.serviceId,
              c.info,
              c.warning,
              c.critical,
              c.accepted,
              c.overridden,
              percentText(c.acceptanceRate),
            ]),
            ...s.cds.overrideReasons.map((r) => [
              `Override reason: ${humanize(r.reason)}`,
              '',
              '',
              '',
              '',
              r.count,
              '',
            ]),
          ],
        }}
      />

      <ChartCard
        title="Feedback by type"
        description={`${s.feedback.total} feedback items submitted.`}
        empty={s.feedback.total === 0 ? 'No feedback was submitted in this period.' : null}
        actions={<ExportButton section="feedback" range={range} />}
        chart={
          <BarChart
            h={Math.max(140, s.feedback.byType.length * 30)}
            data={s.feedback.byType.map((f) => ({ ...f, label: humanize(f.key) }))}
            dataKey="label"
            orientation="vertical"
            yAxisProps={{ width: 150 }}
            series={[{ name: 'count', label: 'Items', color: 'indigo.6' }]}
          />
        }
        table={{
          columns: ['Type', 'Items'],
          rows: s.feedback.byType.map((f) => [humanize(f.key), f.count]),
        }}
      />
    </SimpleGrid>
  );
}

/**
 * /analytics (SPEC §2: oncologist, pharmacist, researcher; the server enforces it): what the
 * institution did over a period, counted from recorded events. A new install has recorded nothing
 * and says so; no figure is estimated.
 */
export default function AnalyticsPage() {
  const [params, setParams] = useSearchParams();
  // "Today" for the presets, fixed when the page opens.
  const [nowMs] = useState(() => Date.now());
  const fallback = lastDays(30, nowMs);
  const asked = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };
  const range = rangeProblem(asked) ? fallback : asked;
  const summary = useAnalytics(range);
  const setRange = (r: DayRange) => setParams({ from: r.from, to: r.to }, { replace: true });

  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Analytics</Title>
        <Text size="sm" c="dimmed">
          What your institution did, counted from recorded events: no patient identifiers, and
          nothing estimated. Days are UTC.
        </Text>
      </div>
      <RangePicker range={range} onChange={setRange} nowMs={nowMs} />
      {summary.isPending ? (
        <LoadingState what="analytics" />
      ) : summary.isError ? (
        <LoadError
          error={summary.error}
          retry={() => void summary.refetch()}
          title="Could not load analytics"
        />
      ) : (
        <Stack gap="md" aria-busy={summary.isFetching}>
          <Text size="sm" role="status" aria-live="polite">
            {summary.data.range.from} to {summary.data.range.to}:{' '}
            {summary.data.totalEvents === 0
              ? 'nothing recorded.'
              : `${summary.data.totalEvents} events recorded${summary.data.range.bucket === 'week' ? ', charted by week' : ''}.`}
          </Text>
          {summary.data.totalEvents === 0 ? (
            <Alert
              icon={<Info size={18} aria-hidden />}
              color="blue"
              variant="light"
              title="No data yet"
            >
              Nothing has been recorded for this period. Searches, interaction checks, alerts and
              their acknowledgements, pharmacogenomic results and feedback appear here as people in
              your institution use OncoCDS.
            </Alert>
          ) : null}
          <Sections s={summary.data} range={range} />
          <AlertRuleOverrides range={range} />
        </Stack>
      )}
    </Stack>
  );
}
