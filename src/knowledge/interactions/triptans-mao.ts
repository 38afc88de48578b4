import type { CuratedInteractionInput, DrugGroup } from '../../core/knowledge/interaction';
import { S, label } from './sources';

/*
 * Triptans with MAO inhibitors (issue 25, left for a pharmacist by the third pass). The labels of
 * the triptans MAO-A clears (Imitrex, Maxalt, Zomig section 4) contraindicate MAO-A inhibitors
 * and non-selective ones; Maxalt 7.5 expects no pharmacokinetic interaction with a selective
 * MAO-B inhibitor, and selegiline 10 mg a day left zolmitriptan unchanged (Zomig 12.3). The
 * other triptans (naratriptan, eletriptan, frovatriptan, almotriptan) carry no MAO inhibitor
 * contraindication: their pairs stay with the serotonin-syndrome warning every triptan label has.
 *
 * The label class rows read the 'mao-a-inhibitor' tag (drugs/label-class-instructions.ts), which
 * rasagiline, safinamide and selegiline do not carry. Selegiline needs its own record because it
 * is also in the 'mao-inhibitors' group, whose serotonergic pair is contraindicated: its
 * selectivity is dose- and route-dependent, and this product cannot see either, so the pair is
 * major with the caveat spelled out, not contraindicated and not silent.
 */
export const maoClearedTriptanGroups: DrugGroup[] = [
  {
    id: 'mao-a-cleared-triptans',
    name: 'Triptans cleared by MAO-A',
    description:
      'Triptans whose labels contraindicate MAO-A inhibitors because MAO-A clears them (sumatriptan, rizatriptan, zolmitriptan).',
    members: ['sumatriptan', 'rizatriptan', 'zolmitriptan'],
    sources: [
      label('Imitrex (sumatriptan)', S.contraindications),
      label('Maxalt (rizatriptan)', `${S.contraindications}; ${S.interactions}`),
      label('Zomig (zolmitriptan)', `${S.contraindications}; ${S.pk}`),
    ],
  },
];

export const triptanMaoInteractions: CuratedInteractionInput[] = [
  {
    id: 'selegiline-mao-a-cleared-triptans',
    a: { drug: 'selegiline' },
    b: { group: 'mao-a-cleared-triptans' },
    severity: 'major',
    evidence: 'probable',
    mechanism: {
      type: 'pharmacokinetic',
      text: 'MAO-A clears sumatriptan, rizatriptan and zolmitriptan. Oral selegiline up to 10 mg a day is MAO-B selective and did not change zolmitriptan kinetics; above that dose, and with the transdermal antidepressant system (Emsam), selegiline also inhibits MAO-A.',
    },
    effect:
      'With MAO-A inhibition: raised triptan exposure (vasoconstriction, chest tightness, hypertension) and serotonin syndrome.',
    onset: 'rapid',
    management: {
      action: 'avoid',
      text: 'Contraindicated if the patient uses the selegiline patch (Emsam) or more than 10 mg a day by mouth (MAO-A is inhibited too); at 10 mg a day or less by mouth the triptan labels do not contraindicate it: confirm the product and dose, or choose a triptan not cleared by MAO-A (naratriptan, eletriptan, frovatriptan, almotriptan).',
    },
    riskFactors: ['Selegiline transdermal system (Emsam)', 'Oral selegiline above 10 mg a day'],
    sources: [
      label('Imitrex (sumatriptan)', S.contraindications),
      label('Maxalt (rizatriptan)', `${S.contraindications}; ${S.interactions}`),
      label('Zomig (zolmitriptan)', `${S.contraindications}; ${S.pk}`),
      label('Emsam (selegiline transdermal system)', S.contraindications),
    ],
  },
  {
    id: 'linezolid-mao-a-cleared-triptans',
    a: { drug: 'linezolid' },
    b: { group: 'mao-a-cleared-triptans' },
    // Contraindicated for all three alike (zolmitriptan already was, through the MAO-A tag):
    // the triptan labels contraindicate MAO-A and non-selective MAO inhibitors, and linezolid
    // is a reversible non-selective one. The object drug's contraindication sets the tier
    // (issue 25 item 4); Zyvox's own "only with close observation" is the perpetrator's view.
    severity: 'contraindicated',
    evidence: 'probable',
    mechanism: {
      type: 'pharmacokinetic',
      text: 'MAO-A clears sumatriptan, rizatriptan and zolmitriptan; linezolid is a weak reversible non-selective MAO inhibitor, so the triptan can accumulate, and both add serotonergic activity.',
    },
    effect:
      'Raised triptan exposure (vasoconstriction, chest tightness, hypertension) and serotonin syndrome.',
    onset: 'rapid',
    management: {
      action: 'avoid',
      text: 'The triptan labels contraindicate MAO-A and non-selective MAO inhibitors, and for 2 weeks after stopping one; they do not name linezolid, which is a weak reversible non-selective inhibitor. Treat migraine during linezolid with a triptan not cleared by MAO-A (naratriptan, eletriptan, frovatriptan, almotriptan) under observation for serotonin syndrome, or with a non-serotonergic analgesic.',
    },
    riskFactors: ['Other serotonergic drugs', 'Triptan doses repeated within hours'],
    sources: [
      label('Imitrex (sumatriptan)', S.contraindications),
      label('Maxalt (rizatriptan)', `${S.contraindications}; ${S.interactions}`),
      label('Zomig (zolmitriptan)', S.contraindications),
      label('Zyvox (linezolid)', `${S.contraindications}; ${S.warnings}`),
    ],
  },
];
