import {
  Anchor,
  Badge,
  Button,
  Card,
  Chip,
  Collapse,
  Group,
  NativeSelect,
  Pagination,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { Filter, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  canCreatePatients,
  roleProfile,
  seesIdentifiedPatients,
  term,
  type Role,
} from '../../../core/access';
import type { AlertSeverity } from '../../../core/alerts/types';
import { AlertCountBadges, ALERT_SEVERITY_META } from '../../components/patient-alerts';
import { LoadError, LoadingState } from '../../components/query-state';
import { usePatientList, type PatientListItem } from '../../lib/patient-api';
import { useAuth } from '../../stores/auth';
import { ageSex, formatDate } from './format';
import { activeFilterCount, filtersFromSearch, PAGE_SIZE, searchWith } from './list-filters';

export default function PatientsPage() {
  const role = useAuth((s) => s.user?.role);
  if (!role) return null;
  return <PatientList role={role} />;
}

function PatientList({ role }: { role: Role }) {
  const identified = seesIdentifiedPatients(role);
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params, identified);
  const list = usePatientList(filters);
  const [showFilters, setShowFilters] = useState(activeFilterCount(filters) > 0);
  const [q, setQ] = useState(filters.q ?? '');
  // Remounts the filter inputs (which keep their own text while debouncing) after "Clear all".
  const [resetKey, setResetKey] = useState(0);
  const update = (changes: Record<string, string | number | undefined | null>) =>
    setParams((prev) => searchWith(prev, changes), { replace: true });
  const pushQ = useDebouncedCallback((value: string) => update({ q: value.trim() }), 300);

  const patientWord = term(role, 'patient');
  const patientsWord = term(role, 'patient', true);
  const levels = roleProfile(role).alertLevels as readonly AlertSeverity[];
  const alertFilter = filters.alerts ? filters.alerts.split(',') : [];
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const nFilters = activeFilterCount(filters);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2}>
          <Title order={2}>{patientsWord}</Title>
          <Text size="sm" c="dimmed">
            {identified
              ? `Your institution's ${patientsWord.toLowerCase()}; every opening is recorded in the audit trail.`
              : `De-identified: no names, MRN, birth dates or notes; ages in years and dates shifted.`}
          </Text>
        </Stack>
        {canCreatePatients(role) ? (
          <Button component={Link} to="/patients/new" leftSection={<Plus size={16} aria-hidden />}>
            New {patientWord.toLowerCase()}
          </Button>
        ) : null}
      </Group>

      <Card withBorder padding="sm">
        <Stack gap="sm">
          <form
            role="search"
            aria-label={`Search ${patientsWord.toLowerCase()}`}
            onSubmit={(e) => {
              e.preventDefault();
              pushQ.cancel();
              update({ q: q.trim() });
            }}
          >
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                style={{ flex: '1 1 260px' }}
                label="Search"
                description={
                  identified
                    ? 'Name, MRN, condition (name or ICD-10) or drug'
                    : 'ICD-10 code (C50) or drug name'
                }
                leftSection={<Search size={16} aria-hidden />}
                value={q}
                onChange={(e) => {
                  setQ(e.currentTarget.value);
                  pushQ(e.currentTarget.value);
                }}
                type="search"
              />
              <Button
                variant="default"
                leftSection={<Filter size={16} aria-hidden />}
                aria-expanded={showFilters}
                aria-controls="patient-filters"
                onClick={() => setShowFilters((v) => !v)}
              >
                Filters{nFilters > 0 ? ` (${nFilters})` : ''}
              </Button>
            </Group>
          </form>
          <Collapse expanded={showFilters} id="patient-filters">
            <Stack gap="sm" pt="xs">
              <SimpleGrid key={resetKey} cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
                {identified ? (
                  <>
                    <FilterText
                      label="Name"
                      value={filters.name}
                      onChange={(v) => update({ name: v })}
                    />
                    <FilterText
                      label="MRN (prefix)"
                      value={filters.mrn}
                      onChange={(v) => update({ mrn: v })}
                    />
                  </>
                ) : null}
                <FilterText
                  label="Condition"
                  placeholder={identified ? 'Name or ICD-10' : 'ICD-10, e.g. C50'}
                  value={filters.condition}
                  onChange={(v) => update({ condition: v })}
                />
                <FilterText
                  label={`Active ${term(role, 'medication').toLowerCase()}`}
                  placeholder="Generic, brand or RxCUI"
                  value={filters.drug}
                  onChange={(v) => update({ drug: v })}
                />
                <NativeSelect
                  label="Sex"
                  value={filters.sex ?? ''}
                  onChange={(e) => update({ sex: e.currentTarget.value })}
                  data={[
                    { value: '', label: 'Any' },
                    { value: 'female', label: 'Female' },
                    { value: 'male', label: 'Male' },
                    { value: 'other', label: 'Other' },
                    { value: 'unknown', label: 'Unknown' },
                  ]}
                />
                <FilterText
                  label="Age from"
                  inputMode="numeric"
                  value={filters.ageMin === undefined ? undefined : String(filters.ageMin)}
                  onChange={(v) => update({ ageMin: v })}
                />
                <FilterText
                  label="Age to"
                  inputMode="numeric"
                  value={filters.ageMax === undefined ? undefined : String(filters.ageMax)}
                  onChange={(v) => update({ ageMax: v })}
                />
                <NativeSelect
                  label="Records"
                  value={filters.status ?? 'active'}
                  onChange={(e) =>
                    update({
                      status: e.currentTarget.value === 'active' ? '' : e.currentTarget.value,
                    })
                  }
                  data={[
                    { value: 'active', label: 'Active' },
                    { value: 'inactive', label: 'Inactive' },
                    { value: 'all', label: 'All' },
                  ]}
                />
                <NativeSelect
                  label="Sort by"
                  value={filters.sort ?? ''}
                  onChange={(e) => update({ sort: e.currentTarget.value })}
                  data={[
                    { value: '', label: identified ? 'Name (A–Z)' : 'Recently updated' },
                    ...(identified
                      ? [
                          { value: '-name', label: 'Name (Z–A)' },
                          { value: 'mrn', label: 'MRN' },
                        ]
                      : []),
                    { value: '-updated', label: 'Recently updated' },
                    { value: 'updated', label: 'Least recently updated' },
                  ].filter((o, i, all) => all.findIndex((x) => x.label === o.label) === i)}
                />
              </SimpleGrid>
              <Chip.Group
                multiple
                value={alertFilter}
                onChange={(v) => update({ alerts: v.join(',') })}
              >
                <Group
                  gap="xs"
                  role="group"
                  aria-label={`With open ${term(role, 'alert', true).toLowerCase()}`}
                >
                  <Text size="sm" fw={500}>
                    With open {term(role, 'alert', true).toLowerCase()}:
                  </Text>
                  {(['critical', 'high', 'medium', 'low'] as const)
                    .filter((l) => levels.includes(l))
                    .map((l) => (
                      <Chip key={l} value={l} size="sm">
                        {ALERT_SEVERITY_META[l].label}
                      </Chip>
                    ))}
                </Group>
              </Chip.Group>
              {nFilters > 0 ? (
                <div>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={() => {
                      setQ('');
                      setResetKey((k) => k + 1);
                      setParams(new URLSearchParams(), { replace: true });
                    }}
                  >
                    Clear all filters
                  </Button>
                </div>
              ) : null}
            </Stack>
          </Collapse>
        </Stack>
      </Card>

      {list.isPending ? (
        <LoadingState what={patientsWord.toLowerCase()} />
      ) : list.isError ? (
        <LoadError
          error={list.error}
          retry={() => void list.refetch()}
          title={`Could not load ${patientsWord.toLowerCase()}`}
        />
      ) : (
        <Stack gap="sm" aria-busy={list.isFetching || undefined}>
          <Text size="sm" role="status" aria-live="polite">
            {data!.total === 0
              ? `No ${patientsWord.toLowerCase()} match.`
              : `${data!.total} ${data!.total === 1 ? patientWord.toLowerCase() : patientsWord.toLowerCase()}` +
                (pages > 1 ? `, page ${data!.page} of ${pages}` : '')}
          </Text>
          {data!.items.length > 0 ? (
            <>
              <ListTable items={data!.items} role={role} identified={identified} />
              <ListCards items={data!.items} role={role} identified={identified} />
              <Text size="xs" c="dimmed">
                Open {term(role, 'alert', true).toLowerCase()} are counted at your role's levels
                from each record's last check; opening a record checks it again.
              </Text>
            </>
          ) : null}
          {pages > 1 ? (
            <Pagination
              total={pages}
              value={data!.page}
              onChange={(page) => update({ page })}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
            />
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}

/** An age the API accepts: a whole number from 0 to 130 (else the filter is not applied). */
const ageProblem = (v: string) =>
  v.trim() === '' || (/^\d{1,3}$/.test(v.trim()) && Number(v) <= 130)
    ? undefined
    : 'a whole number from 0 to 130';

function FilterText({
  label,
  value,
  onChange,
  placeholder,
  inputMode,
}: {
  label: string;
  value: string | undefined;
  onChange(value: string): void;
  placeholder?: string;
  inputMode?: 'numeric';
}) {
  const [text, setText] = useState(value ?? '');
  const push = useDebouncedCallback((v: string) => onChange(v.trim()), 400);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      inputMode={inputMode}
      error={inputMode === 'numeric' ? ageProblem(text) : undefined}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        push(e.currentTarget.value);
      }}
    />
  );
}

function Conditions({ item }: { item: PatientListItem }) {
  if (item.conditions.length === 0)
    return (
      <Text size="sm" c="dimmed">
        None active
      </Text>
    );
  return (
    <Text size="sm" lineClamp={2}>
      {item.conditions
        .map(
          (c) => [c.name, c.icd10 ? `(${c.icd10})` : null].filter(Boolean).join(' ') || 'Withheld',
        )
        .join('; ')}
    </Text>
  );
}

function Alerts({ item }: { item: PatientListItem }) {
  const any = Object.values(item.alertCounts).some((n) => n > 0);
  return any ? (
    <Group gap={4}>
      <AlertCountBadges counts={item.alertCounts} size="xs" />
    </Group>
  ) : (
    <Text size="sm" c="dimmed">
      None open
    </Text>
  );
}

function ListTable({
  items,
  role,
  identified,
}: {
  items: PatientListItem[];
  role: Role;
  identified: boolean;
}) {
  return (
    <Table.ScrollContainer minWidth={760} visibleFrom="sm">
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{term(role, 'patient')}</Table.Th>
            {identified ? <Table.Th scope="col">MRN</Table.Th> : null}
            <Table.Th scope="col">Age, sex</Table.Th>
            <Table.Th scope="col">Active conditions</Table.Th>
            <Table.Th scope="col">{term(role, 'medication', true)}</Table.Th>
            <Table.Th scope="col">Open {term(role, 'alert', true).toLowerCase()}</Table.Th>
            <Table.Th scope="col">Updated</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((p) => (
            <Table.Tr key={p.id} data-testid="patient-row">
              <Table.Th scope="row" fw={500}>
                <Anchor component={Link} to={`/patients/${p.id}`}>
                  {p.label}
                </Anchor>
                {p.isDemo || !p.isActive ? (
                  <Group gap={4} mt={2}>
                    {p.isDemo ? (
                      <Badge size="xs" variant="outline" color="gray">
                        Demo
                      </Badge>
                    ) : null}
                    {!p.isActive ? (
                      <Badge size="xs" variant="outline" color="gray">
                        Inactive
                      </Badge>
                    ) : null}
                  </Group>
                ) : null}
              </Table.Th>
              {identified ? (
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{p.mrn ?? '—'}</Table.Td>
              ) : null}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{ageSex(p.ageYears, p.sex)}</Table.Td>
              <Table.Td maw={320}>
                <Conditions item={p} />
              </Table.Td>
              <Table.Td>{p.activeMedicationCount}</Table.Td>
              <Table.Td>
                <Alerts item={p} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(p.lastUpdated)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ListCards({
  items,
  role,
  identified,
}: {
  items: PatientListItem[];
  role: Role;
  identified: boolean;
}) {
  return (
    <Stack gap="xs" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((p) => (
        <Card key={p.id} withBorder padding="sm" component="li">
          <Stack gap={4}>
            <Group gap={6} justify="space-between" wrap="nowrap">
              <Anchor component={Link} to={`/patients/${p.id}`} fw={600}>
                {p.label}
              </Anchor>
              {p.isDemo ? (
                <Badge size="xs" variant="outline" color="gray">
                  Demo
                </Badge>
              ) : null}
            </Group>
            <Text size="sm">
              {identified && p.mrn ? `MRN ${p.mrn} · ` : ''}
              {ageSex(p.ageYears, p.sex)} · {p.activeMedicationCount}{' '}
              {term(role, 'medication', p.activeMedicationCount !== 1).toLowerCase()}
            </Text>
            <Conditions item={p} />
            <Alerts item={p} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
