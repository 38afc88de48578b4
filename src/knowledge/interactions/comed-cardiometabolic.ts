import type { Source } from '../../core/knowledge/source';
import type { CuratedInteractionInput, Participant } from '../../core/knowledge/interaction';
import { S, label } from './sources';

/**
 * Curated interactions for the co-medications of src/knowledge/drugs/comed-*.ts with the
 * anticancer and supportive drugs oncology patients take alongside them: class III
 * antiarrhythmics with QT-prolonging anticancer drugs, statins and fibrates with CYP2C8/OATP
 * perpetrators, renin-angiotensin blockers and potassium-sparing drugs with mTOR inhibitors,
 * trimethoprim or abiraterone, hormonal contraceptives with enzyme inducers, levothyroxine with
 * kinase inhibitors and chelators, sirolimus with azoles, antiplatelets with BTK inhibitors, and
 * the chelation pairs whose separation interval a label states.
 *
 * Severity follows the label wording: 'contraindicated' only where a cited label section 4 (or
 * CONTRAINDICATIONS) names the pair or its class; 'major' where a label says avoid or gives a
 * mandatory dose change; 'moderate' where it asks for monitoring or spacing.
 */

const d = (drug: string): Participant => ({ drug });
const g = (group: string): Participant => ({ group });

interface Spec {
  id: string;
  a: Participant;
  b: Participant;
  severity: CuratedInteractionInput['severity'];
  evidence: CuratedInteractionInput['evidence'];
  type: 'pharmacokinetic' | 'pharmacodynamic' | 'mixed';
  mechanism: string;
  effect: string;
  onset?: CuratedInteractionInput['onset'];
  action: CuratedInteractionInput['management']['action'];
  management: string;
  riskFactors?: string[];
  sources: Source[];
}

function ix(s: Spec): CuratedInteractionInput {
  return {
    id: s.id,
    a: s.a,
    b: s.b,
    severity: s.severity,
    evidence: s.evidence,
    mechanism: { type: s.type, text: s.mechanism },
    effect: s.effect,
    onset: s.onset ?? 'not-specified',
    management: { action: s.action, text: s.management },
    riskFactors: s.riskFactors ?? [],
    sources: s.sources,
  };
}

const QT_RISK = [
  'QTc > 450 ms at baseline',
  'Hypokalaemia or hypomagnesaemia',
  'Bradycardia',
  'Female sex',
  'Heart failure',
  'Renal impairment (sotalol, dofetilide)',
];

const TIKOSYN = 'Tikosyn (dofetilide)';
const BETAPACE = 'Betapace and Betapace AF (sotalol hydrochloride)';
const MULTAQ = 'Multaq (dronedarone)';
const FLECAINIDE = 'Flecainide acetate tablets (Tambocor)';
const RYTHMOL = 'Rythmol SR (propafenone hydrochloride)';
const RANEXA = 'Ranexa (ranolazine)';
const TASIGNA = 'Tasigna (nilotinib)';
const KISQALI = 'Kisqali (ribociclib)';
const ZELBORAF = 'Zelboraf (vemurafenib)';

// -------------------------------------------------------------- dofetilide contraindications

const dofetilideContraindicated = (
  partner: string,
  why: string,
  partnerSource?: Source,
): CuratedInteractionInput =>
  ix({
    id: `dofetilide-${partner}`,
    a: d('dofetilide'),
    b: d(partner),
    severity: 'contraindicated',
    evidence: 'established',
    type: partner === 'prochlorperazine' ? 'mixed' : 'pharmacokinetic',
    mechanism: why,
    effect: 'Higher dofetilide levels and QT prolongation with torsades de pointes.',
    onset: 'rapid',
    action: 'avoid',
    management: `Contraindicated: do not give ${partner.replace(/-/g, ' ')} with dofetilide; choose an alternative (for infection prophylaxis or treatment, an agent without renal cation-transport inhibition or QT effect), or stop dofetilide under ECG monitoring.`,
    riskFactors: QT_RISK,
    sources: [label(TIKOSYN, S.oldContraindications), ...(partnerSource ? [partnerSource] : [])],
  });

const antiarrhythmicRecords: CuratedInteractionInput[] = [
  dofetilideContraindicated(
    'sulfamethoxazole-trimethoprim',
    'Trimethoprim inhibits renal cationic secretion of dofetilide (exposure up about 100%).',
  ),
  dofetilideContraindicated(
    'hydrochlorothiazide',
    'Hydrochlorothiazide raises dofetilide levels and lowers potassium and magnesium.',
  ),
  dofetilideContraindicated(
    'verapamil',
    'Verapamil raises dofetilide peak levels and was linked to more torsades in trials.',
  ),
  dofetilideContraindicated(
    'ketoconazole',
    'Ketoconazole inhibits renal cationic secretion and CYP3A4 metabolism of dofetilide (peak and exposure up by roughly 40-100%).',
  ),
  dofetilideContraindicated(
    'prochlorperazine',
    'Prochlorperazine inhibits renal cationic secretion of dofetilide and prolongs QT itself.',
  ),
  dofetilideContraindicated(
    'megestrol',
    'Megestrol inhibits renal cationic secretion of dofetilide.',
  ),
  dofetilideContraindicated(
    'cimetidine',
    'Cimetidine inhibits renal cationic secretion (OCT2/MATE) of dofetilide (exposure up about 58%).',
  ),
  ix({
    id: 'dofetilide-qt-prolonging-known-risk',
    a: d('dofetilide'),
    b: g('qt-prolonging-known-risk'),
    severity: 'major',
    evidence: 'established',
    type: 'pharmacodynamic',
    mechanism: 'Additive IKr blockade and QT prolongation.',
    effect: 'Torsades de pointes and sudden death.',
    action: 'avoid',
    management:
      'Not recommended: choose an antiemetic, antibiotic or antifungal without QT effect. Withhold other class I or III antiarrhythmics for at least 3 half-lives before starting dofetilide.',
    riskFactors: QT_RISK,
    sources: [label(TIKOSYN, S.oldInteractions), label(TIKOSYN, S.oldWarnings)],
  }),
  ...(['nilotinib', 'ribociclib', 'vemurafenib'] as const).flatMap((onc) => {
    const src =
      onc === 'nilotinib'
        ? label(TASIGNA, S.boxed)
        : onc === 'ribociclib'
          ? label(KISQALI, S.warnings)
          : label(ZELBORAF, S.warnings);
    return [
      ix({
        id: `dofetilide-${onc}`,
        a: d('dofetilide'),
        b: d(onc),
        severity: 'major',
        evidence: 'probable',
        type: 'pharmacodynamic',
        mechanism: `Both prolong the QT interval; ${onc} labeling asks to avoid drugs known to prolong QT.`,
        effect: 'Additive QT prolongation with risk of torsades de pointes.',
        action: 'substitute',
        management: `Avoid the combination: discuss rate control or another rhythm strategy with cardiology before starting ${onc}. If no alternative exists, correct potassium and magnesium, get ECGs at baseline, after each dofetilide dose during loading and after ${onc} starts, and reduce or stop dofetilide if QTc exceeds 500 ms.`,
        riskFactors: QT_RISK,
        sources: [src, label(TIKOSYN, S.oldInteractions)],
      }),
      ix({
        id: `sotalol-${onc}`,
        a: d('sotalol'),
        b: d(onc),
        severity: 'major',
        evidence: 'probable',
        type: 'pharmacodynamic',
        mechanism: `Both prolong the QT interval; ${onc} labeling asks to avoid drugs known to prolong QT.`,
        effect: 'Additive QT prolongation with risk of torsades de pointes.',
        action: 'substitute',
        management: `Avoid the combination: consider a beta-blocker without class III activity (metoprolol, bisoprolol) for rate control. If no alternative exists, correct potassium and magnesium and get an ECG at baseline and within 1 week of starting ${onc}; reduce or stop sotalol if QTc exceeds 500 ms.`,
        riskFactors: QT_RISK,
        sources: [src, label(BETAPACE, S.interactions)],
      }),
    ];
  }),
  ix({
    id: 'sotalol-qt-prolonging-known-risk',
    a: d('sotalol'),
    b: g('qt-prolonging-known-risk'),
    severity: 'major',
    evidence: 'established',
    type: 'pharmacodynamic',
    mechanism: 'Additive IKr blockade and QT prolongation.',
    effect: 'Torsades de pointes and sudden death.',
    action: 'substitute',
    management:
      'Avoid other drugs with known torsades risk; choose a non-QT-prolonging antiemetic or antibiotic where possible. If unavoidable, correct potassium and magnesium and monitor the ECG after each dose change.',
    riskFactors: QT_RISK,
    sources: [label(BETAPACE, S.interactions), label(BETAPACE, S.warnings)],
  }),
  ...(['aluminum-hydroxide', 'magnesium-hydroxide', 'magnesium-oxide'] as const).map((antacid) =>
    ix({
      id: `sotalol-${antacid}`,
      a: d('sotalol'),
      b: d(antacid),
      severity: 'moderate',
      evidence: 'established',
      type: 'pharmacokinetic',
      mechanism:
        'Aluminium- and magnesium-containing antacids lower sotalol peak level and exposure by about a quarter.',
      effect: 'Less sotalol effect (rate and rhythm control).',
      onset: 'rapid',
      action: 'separate-administration',
      management: 'Give sotalol at least 2 hours before or after the antacid.',
      sources: [label(BETAPACE, S.interactions)],
    }),
  ),
  ix({
    id: 'dronedarone-qt-prolonging-known-risk',
    a: d('dronedarone'),
    b: g('qt-prolonging-known-risk'),
    severity: 'contraindicated',
    evidence: 'established',
    type: 'pharmacodynamic',
    mechanism: 'Additive QT prolongation with drugs that can cause torsades de pointes.',
    effect: 'Torsades de pointes.',
    action: 'avoid',
    management:
      'Contraindicated: do not combine dronedarone with drugs that prolong QT and may cause torsades (macrolides, fluoroquinolones, class I and III antiarrhythmics, many antiemetics and antipsychotics); pick a non-QT alternative or stop dronedarone.',
    riskFactors: QT_RISK,
    sources: [label(MULTAQ, S.contraindications)],
  }),
  ix({
    id: 'dronedarone-strong-cyp3a4-inhibitors',
    a: d('dronedarone'),
    b: g('strong-cyp3a4-inhibitors'),
    severity: 'contraindicated',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Strong CYP3A4 inhibition raises dronedarone exposure up to 17-fold (ketoconazole).',
    effect: 'Dronedarone toxicity: bradycardia, QT prolongation, heart failure.',
    onset: 'rapid',
    action: 'avoid',
    management:
      'Contraindicated: stop dronedarone before starting a strong CYP3A4 inhibitor (azoles such as posaconazole or voriconazole, clarithromycin, ritonavir, idelalisib, tucatinib), or choose another antiarrhythmic.',
    sources: [label(MULTAQ, S.contraindications), label(MULTAQ, S.interactions)],
  }),
  ix({
    id: 'dronedarone-strong-cyp3a4-inducers',
    a: d('dronedarone'),
    b: g('strong-cyp3a4-inducers'),
    severity: 'major',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Strong CYP3A4 induction lowers dronedarone exposure by about 80% (rifampin).',
    effect: 'Loss of rhythm control.',
    onset: 'delayed',
    action: 'avoid',
    management:
      'Avoid: with rifampin, carbamazepine, phenytoin, enzalutamide or apalutamide, choose another antiarrhythmic.',
    sources: [label(MULTAQ, S.interactions)],
  }),
  ...(['nilotinib', 'ribociclib'] as const).map((onc) =>
    ix({
      id: `dronedarone-${onc}`,
      a: d('dronedarone'),
      b: d(onc),
      severity: 'contraindicated',
      evidence: 'probable',
      type: 'mixed',
      mechanism: `${onc === 'nilotinib' ? 'Nilotinib' : 'Ribociclib'} prolongs QT and inhibits CYP3A4; dronedarone is contraindicated with drugs that prolong QT and may cause torsades.`,
      effect: 'Additive QT prolongation and higher dronedarone levels: torsades de pointes.',
      action: 'avoid',
      management: `Contraindicated: do not combine; switch the antiarrhythmic (for example rate control with a beta-blocker) before starting ${onc}.`,
      riskFactors: QT_RISK,
      sources: [
        label(MULTAQ, S.contraindications),
        onc === 'nilotinib' ? label(TASIGNA, S.boxed) : label(KISQALI, S.warnings),
      ],
    }),
  ),
  ix({
    id: 'dronedarone-digoxin',
    a: d('dronedarone'),
    b: d('digoxin'),
    severity: 'major',
    evidence: 'established',
    type: 'mixed',
    mechanism:
      'Dronedarone inhibits P-gp (digoxin exposure up 2.5-fold) and adds to digoxin on the sinus and AV nodes.',
    effect: 'Digoxin toxicity, bradycardia and AV block.',
    onset: 'rapid',
    action: 'adjust-dose',
    management:
      'Reconsider whether digoxin is needed; if continued, halve the digoxin dose, check digoxin levels and watch for toxicity.',
    sources: [label(MULTAQ, S.dosing), label(MULTAQ, S.interactions)],
  }),
  ix({
    id: 'dronedarone-simvastatin',
    a: d('dronedarone'),
    b: d('simvastatin'),
    severity: 'major',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism:
      'Dronedarone (moderate CYP3A4 inhibitor) raises simvastatin and simvastatin acid exposure about 4-fold.',
    effect: 'Myopathy and rhabdomyolysis.',
    action: 'adjust-dose',
    management:
      'Do not exceed simvastatin 10 mg daily, or switch to a statin not cleared by CYP3A4 (rosuvastatin, pravastatin).',
    riskFactors: ['Age 65 or over', 'Hypothyroidism', 'Renal impairment'],
    sources: [label(MULTAQ, S.interactions), label('Zocor (simvastatin)', S.dosing)],
  }),
  ...(['tacrolimus', 'sirolimus', 'everolimus'] as const).map((victim) =>
    ix({
      id: `dronedarone-${victim}`,
      a: d('dronedarone'),
      b: d(victim),
      severity: 'moderate',
      evidence: 'probable',
      type: 'pharmacokinetic',
      mechanism: `Dronedarone inhibits CYP3A4 and P-gp, raising ${victim} exposure.`,
      effect: `${victim.charAt(0).toUpperCase()}${victim.slice(1)} toxicity (narrow therapeutic index).`,
      action: 'monitor',
      management: `Check ${victim} trough levels within a week of starting or stopping dronedarone and adjust the ${victim} dose.`,
      sources: [label(MULTAQ, S.interactions)],
    }),
  ),
  ix({
    id: 'dronedarone-warfarin',
    a: d('dronedarone'),
    b: d('warfarin'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Dronedarone raises S-warfarin exposure about 1.2-fold; INR rises in some patients.',
    effect: 'Higher INR and bleeding risk.',
    onset: 'delayed',
    action: 'monitor',
    management: 'Check INR within 1 week of starting or stopping dronedarone and adjust warfarin.',
    sources: [label(MULTAQ, S.interactions)],
  }),
  ix({
    id: 'flecainide-amiodarone',
    a: d('flecainide'),
    b: d('amiodarone'),
    severity: 'major',
    evidence: 'established',
    type: 'mixed',
    mechanism:
      'Amiodarone inhibits flecainide clearance (levels about double) and adds conduction effects.',
    effect: 'Flecainide toxicity: QRS widening and proarrhythmia.',
    onset: 'delayed',
    action: 'adjust-dose',
    management:
      'Halve the flecainide dose when amiodarone is added and follow flecainide plasma levels and the ECG.',
    sources: [label(FLECAINIDE, S.oldInteractions), label(FLECAINIDE, 'DOSAGE AND ADMINISTRATION')],
  }),
  ix({
    id: 'flecainide-sodium-bicarbonate',
    a: d('flecainide'),
    b: d('sodium-bicarbonate'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Alkaline urine (pH above 7) slows renal excretion of flecainide.',
    effect:
      'Flecainide accumulation and proarrhythmia, for example during urinary alkalinisation for high-dose methotrexate.',
    onset: 'delayed',
    action: 'monitor',
    management:
      'During sustained urinary alkalinisation, check flecainide levels and the ECG (QRS) and reduce the dose if levels rise.',
    sources: [label(FLECAINIDE, 'CLINICAL PHARMACOLOGY')],
  }),
  ix({
    id: 'flecainide-strong-cyp2d6-inhibitors',
    a: d('flecainide'),
    b: g('strong-cyp2d6-inhibitors'),
    severity: 'moderate',
    evidence: 'probable',
    type: 'pharmacokinetic',
    mechanism: 'CYP2D6 inhibition lowers flecainide metabolic clearance (as in poor metabolisers).',
    effect: 'Higher flecainide levels, QRS widening and proarrhythmia.',
    onset: 'delayed',
    action: 'monitor',
    management:
      'Check flecainide trough levels and the ECG after starting paroxetine, fluoxetine, bupropion or dacomitinib; reduce the flecainide dose if levels rise.',
    sources: [label(FLECAINIDE, S.oldInteractions)],
  }),
  ix({
    id: 'propafenone-digoxin',
    a: d('propafenone'),
    b: d('digoxin'),
    severity: 'major',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Propafenone inhibits P-gp, raising digoxin levels 35-85%.',
    effect: 'Digoxin toxicity.',
    onset: 'rapid',
    action: 'adjust-dose',
    management:
      'Check digoxin levels when starting propafenone and reduce the digoxin dose as needed.',
    sources: [label(RYTHMOL, S.interactions)],
  }),
  ix({
    id: 'propafenone-warfarin',
    a: d('propafenone'),
    b: d('warfarin'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Propafenone raises warfarin levels by about 39%.',
    effect: 'Higher INR and bleeding risk.',
    onset: 'delayed',
    action: 'monitor',
    management: 'Check INR within a week of starting or stopping propafenone and adjust warfarin.',
    sources: [label(RYTHMOL, S.interactions)],
  }),
  ix({
    id: 'propafenone-strong-cyp2d6-inhibitors',
    a: d('propafenone'),
    b: g('strong-cyp2d6-inhibitors'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism:
      'CYP2D6 inhibition raises propafenone levels (as in poor metabolisers); with a CYP3A4 inhibitor as well, exposure rises sharply.',
    effect: 'Proarrhythmia, conduction block.',
    action: 'monitor',
    management:
      'Monitor the ECG; do not add a CYP3A4 inhibitor as well (azoles, macrolides, ritonavir) because the combination of CYP2D6 and CYP3A4 inhibition should be avoided.',
    sources: [label(RYTHMOL, S.interactions), label(RYTHMOL, S.warnings)],
  }),
  ix({
    id: 'propafenone-strong-cyp3a4-inhibitors',
    a: d('propafenone'),
    b: g('strong-cyp3a4-inhibitors'),
    severity: 'moderate',
    evidence: 'probable',
    type: 'pharmacokinetic',
    mechanism:
      'CYP3A4 inhibition raises propafenone levels, markedly in CYP2D6 poor metabolisers or with a CYP2D6 inhibitor.',
    effect: 'Proarrhythmia, conduction block.',
    action: 'monitor',
    management:
      'Monitor the ECG; avoid the combination in CYP2D6 poor metabolisers or when a CYP2D6 inhibitor is also given.',
    sources: [label(RYTHMOL, S.interactions), label(RYTHMOL, S.warnings)],
  }),
  ix({
    id: 'ranolazine-strong-cyp3a4-inhibitors',
    a: d('ranolazine'),
    b: g('strong-cyp3a4-inhibitors'),
    severity: 'contraindicated',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism:
      'Strong CYP3A4 inhibition raises ranolazine exposure 3- to 4-fold, prolonging QT in proportion.',
    effect: 'QT prolongation and ranolazine toxicity.',
    onset: 'rapid',
    action: 'avoid',
    management: 'Contraindicated: stop ranolazine for the duration of the strong CYP3A4 inhibitor.',
    sources: [label(RANEXA, S.contraindications)],
  }),
  ix({
    id: 'ranolazine-strong-cyp3a4-inducers',
    a: d('ranolazine'),
    b: g('strong-cyp3a4-inducers'),
    severity: 'contraindicated',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'CYP3A4 induction lowers ranolazine exposure by about 95% (rifampin).',
    effect: 'Loss of antianginal effect.',
    onset: 'delayed',
    action: 'avoid',
    management: 'Contraindicated: use another antianginal with CYP3A4 inducers.',
    sources: [label(RANEXA, S.contraindications)],
  }),
  ix({
    id: 'ranolazine-moderate-cyp3a4-inducers',
    a: d('ranolazine'),
    b: g('moderate-cyp3a4-inducers'),
    severity: 'contraindicated',
    evidence: 'probable',
    type: 'pharmacokinetic',
    mechanism: 'CYP3A4 induction (rifabutin is named by the label) lowers ranolazine exposure.',
    effect: 'Loss of antianginal effect.',
    onset: 'delayed',
    action: 'avoid',
    management: 'Contraindicated with CYP3A inducers: use another antianginal.',
    sources: [label(RANEXA, S.contraindications)],
  }),
  ix({
    id: 'ranolazine-moderate-cyp3a4-inhibitors',
    a: d('ranolazine'),
    b: g('moderate-cyp3a4-inhibitors'),
    severity: 'major',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Moderate CYP3A4 inhibition raises ranolazine exposure about 2-fold (diltiazem).',
    effect: 'QT prolongation and ranolazine toxicity.',
    action: 'adjust-dose',
    management:
      'Limit ranolazine to 500 mg twice daily with diltiazem, verapamil, erythromycin, fluconazole, aprepitant, imatinib or other moderate CYP3A4 inhibitors.',
    sources: [label(RANEXA, S.dosing), label(RANEXA, S.interactions)],
  }),
  ix({
    id: 'ranolazine-metformin',
    a: d('ranolazine'),
    b: d('metformin'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Ranolazine inhibits OCT2, raising metformin exposure.',
    effect: 'Higher metformin levels (lactic acidosis risk).',
    action: 'adjust-dose',
    management:
      'With ranolazine 1000 mg twice daily, do not exceed metformin 1700 mg daily; monitor glucose and renal function.',
    sources: [label(RANEXA, S.interactions), label('Glucophage (metformin)', S.interactions)],
  }),
  ...(['simvastatin', 'lovastatin'] as const).map((statin) =>
    ix({
      id: `ranolazine-${statin}`,
      a: d('ranolazine'),
      b: d(statin),
      severity: 'moderate',
      evidence: 'established',
      type: 'pharmacokinetic',
      mechanism: `Ranolazine (weak CYP3A4 inhibitor) about doubles ${statin} exposure.`,
      effect: 'Myopathy and rhabdomyolysis.',
      action: 'adjust-dose',
      management: `Limit ${statin} to 20 mg daily with ranolazine.`,
      sources: [label(RANEXA, S.interactions)],
    }),
  ),
  ix({
    id: 'ranolazine-digoxin',
    a: d('ranolazine'),
    b: d('digoxin'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Ranolazine inhibits P-gp, raising digoxin exposure about 1.5-fold.',
    effect: 'Digoxin toxicity.',
    action: 'monitor',
    management: 'Check digoxin levels after starting ranolazine and adjust the digoxin dose.',
    sources: [label(RANEXA, S.interactions)],
  }),
];

// ------------------------------------------------------------------------ lipid-lowering drugs

const LOPID = 'Lopid (gemfibrozil)';
const MYOPATHY_RISK = ['Age 65 or over', 'Hypothyroidism', 'Renal impairment', 'High statin dose'];

const gemfibrozilStatin = (
  statin: string,
  product: string,
  management: string,
  severity: 'contraindicated' | 'major' = 'major',
): CuratedInteractionInput =>
  ix({
    id: `gemfibrozil-${statin}`,
    a: d('gemfibrozil'),
    b: d(statin),
    severity,
    evidence: 'established',
    type: 'mixed',
    mechanism:
      'Gemfibrozil inhibits statin glucuronidation and OATP1B1 uptake, raising statin acid exposure, and fibrates cause myopathy themselves.',
    effect: 'Myopathy and rhabdomyolysis, sometimes with acute renal failure.',
    action: 'avoid',
    management,
    riskFactors: MYOPATHY_RISK,
    sources: [
      label(product, severity === 'contraindicated' ? S.contraindications : S.interactions),
      label(LOPID, severity === 'contraindicated' ? S.oldContraindications : S.oldWarnings),
    ],
  });

const lipidRecords: CuratedInteractionInput[] = [
  gemfibrozilStatin(
    'simvastatin',
    'Zocor (simvastatin)',
    'Contraindicated: do not combine; if a fibrate is needed use fenofibrate with a statin other than simvastatin, or switch the triglyceride treatment.',
    'contraindicated',
  ),
  gemfibrozilStatin(
    'lovastatin',
    'Mevacor (lovastatin)',
    'Avoid: use fenofibrate instead of gemfibrozil, or another lipid-lowering strategy.',
  ),
  gemfibrozilStatin(
    'atorvastatin',
    'Lipitor (atorvastatin calcium)',
    'Avoid: use fenofibrate instead of gemfibrozil if a fibrate is needed.',
  ),
  gemfibrozilStatin(
    'rosuvastatin',
    'Crestor (rosuvastatin calcium)',
    'Avoid; if unavoidable, start rosuvastatin 5 mg and do not exceed 10 mg daily.',
  ),
  gemfibrozilStatin(
    'pravastatin',
    'Pravachol (pravastatin sodium)',
    'Avoid: use fenofibrate instead of gemfibrozil if a fibrate is needed.',
  ),
  gemfibrozilStatin(
    'pitavastatin',
    'Livalo (pitavastatin)',
    'Avoid: use fenofibrate instead of gemfibrozil if a fibrate is needed.',
  ),
  gemfibrozilStatin(
    'fluvastatin',
    'Lescol XL (fluvastatin sodium)',
    'Avoid: use fenofibrate instead of gemfibrozil if a fibrate is needed.',
  ),
  ix({
    id: 'gemfibrozil-enzalutamide',
    a: d('gemfibrozil'),
    b: d('enzalutamide'),
    severity: 'major',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism:
      'Gemfibrozil (strong CYP2C8 inhibitor) raised enzalutamide plus active metabolite exposure 2.2-fold.',
    effect: 'More enzalutamide toxicity, including seizures.',
    action: 'adjust-dose',
    management:
      'Avoid gemfibrozil; if it must be used, reduce enzalutamide to 80 mg once daily and return to the previous dose 3-5 half-lives after stopping gemfibrozil.',
    riskFactors: ['Seizure history or predisposing factors'],
    sources: [
      label('Xtandi (enzalutamide)', S.dosing),
      label('Xtandi (enzalutamide)', S.interactions),
    ],
  }),
  ix({
    id: 'gemfibrozil-tucatinib',
    a: d('gemfibrozil'),
    b: d('tucatinib'),
    severity: 'major',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Gemfibrozil (strong CYP2C8 inhibitor) raised tucatinib exposure about 3-fold.',
    effect: 'More tucatinib toxicity (diarrhoea, hepatotoxicity).',
    action: 'avoid',
    management: 'Avoid gemfibrozil; if unavoidable, reduce tucatinib to 100 mg twice daily.',
    sources: [label('Tukysa (tucatinib)', S.dosing), label('Tukysa (tucatinib)', S.interactions)],
  }),
  ix({
    id: 'gemfibrozil-paclitaxel',
    a: d('gemfibrozil'),
    b: d('paclitaxel'),
    severity: 'moderate',
    evidence: 'theoretical',
    type: 'pharmacokinetic',
    mechanism:
      'Paclitaxel is cleared by CYP2C8 (and CYP3A4); gemfibrozil is a strong CYP2C8 inhibitor.',
    effect: 'Possibly more paclitaxel neutropenia and neuropathy.',
    action: 'monitor',
    management:
      'Use caution: prefer fenofibrate or pause gemfibrozil during paclitaxel; otherwise monitor blood counts and neuropathy closely.',
    sources: [label('Taxol (paclitaxel)', S.interactions)],
  }),
  ix({
    id: 'gemfibrozil-pioglitazone',
    a: d('gemfibrozil'),
    b: d('pioglitazone'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Gemfibrozil (strong CYP2C8 inhibitor) raises pioglitazone exposure about 3-fold.',
    effect:
      'Pioglitazone dose-related effects: hypoglycaemia with other agents, oedema, heart failure.',
    action: 'adjust-dose',
    management: 'Do not exceed pioglitazone 15 mg daily with gemfibrozil.',
    sources: [
      label('Actos (pioglitazone)', S.dosing),
      label('Actos (pioglitazone)', S.interactions),
    ],
  }),
  ix({
    id: 'gemfibrozil-loperamide',
    a: d('gemfibrozil'),
    b: d('loperamide'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism:
      'Gemfibrozil inhibits CYP2C8, roughly doubling loperamide exposure (more with a CYP3A4 inhibitor as well).',
    effect: 'Loperamide cardiac toxicity (QT prolongation, torsades) at high doses.',
    action: 'monitor',
    management:
      'Keep loperamide within labeled doses and avoid adding a CYP3A4 or P-gp inhibitor as well; ECG if high doses are needed.',
    sources: [label('Imodium (loperamide)', S.interactions)],
  }),
  ix({
    id: 'gemfibrozil-warfarin',
    a: d('gemfibrozil'),
    b: d('warfarin'),
    severity: 'major',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism:
      'Gemfibrozil potentiates warfarin (protein-binding displacement and CYP2C9 inhibition).',
    effect: 'Raised INR and bleeding.',
    onset: 'delayed',
    action: 'adjust-dose',
    management:
      'Reduce the warfarin dose when starting gemfibrozil and check INR frequently until stable.',
    sources: [label(LOPID, S.oldWarnings), label(LOPID, S.oldInteractions)],
  }),
  ix({
    id: 'pitavastatin-cyclosporine',
    a: d('pitavastatin'),
    b: d('cyclosporine'),
    severity: 'contraindicated',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Cyclosporine inhibits OATP1B1, raising pitavastatin exposure about 4.6-fold.',
    effect: 'Myopathy and rhabdomyolysis.',
    action: 'avoid',
    management:
      'Contraindicated: use low-dose pravastatin (maximum 20 mg) or fluvastatin (maximum 20 mg twice daily) with cyclosporine.',
    riskFactors: MYOPATHY_RISK,
    sources: [label('Livalo (pitavastatin)', S.contraindications)],
  }),
  ix({
    id: 'pravastatin-cyclosporine',
    a: d('pravastatin'),
    b: d('cyclosporine'),
    severity: 'major',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Cyclosporine inhibits OATP1B1, raising pravastatin exposure 5- to 10-fold.',
    effect: 'Myopathy and rhabdomyolysis.',
    action: 'adjust-dose',
    management: 'Start pravastatin at 10 mg at bedtime and do not exceed 20 mg daily.',
    riskFactors: MYOPATHY_RISK,
    sources: [
      label('Pravachol (pravastatin sodium)', S.dosing),
      label('Pravachol (pravastatin sodium)', S.interactions),
    ],
  }),
  ix({
    id: 'fluvastatin-cyclosporine',
    a: d('fluvastatin'),
    b: d('cyclosporine'),
    severity: 'major',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Cyclosporine raises fluvastatin exposure about 2- to 4-fold.',
    effect: 'Myopathy and rhabdomyolysis.',
    action: 'adjust-dose',
    management: 'Do not exceed fluvastatin 20 mg twice daily with cyclosporine.',
    riskFactors: MYOPATHY_RISK,
    sources: [label('Lescol XL (fluvastatin sodium)', S.dosing)],
  }),
  ix({
    id: 'fluvastatin-fluconazole',
    a: d('fluvastatin'),
    b: d('fluconazole'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Fluconazole (moderate CYP2C9 inhibitor) raises fluvastatin exposure 84%.',
    effect: 'Myopathy and rhabdomyolysis.',
    action: 'adjust-dose',
    management: 'Do not exceed fluvastatin 20 mg twice daily with fluconazole.',
    riskFactors: MYOPATHY_RISK,
    sources: [
      label('Lescol XL (fluvastatin sodium)', S.dosing),
      label('Lescol XL (fluvastatin sodium)', S.interactions),
    ],
  }),
  ix({
    id: 'pitavastatin-erythromycin',
    a: d('pitavastatin'),
    b: d('erythromycin'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Erythromycin inhibits OATP1B1, raising pitavastatin exposure about 2.8-fold.',
    effect: 'Myopathy and rhabdomyolysis.',
    action: 'adjust-dose',
    management: 'Do not exceed pitavastatin 1 mg daily with erythromycin.',
    riskFactors: MYOPATHY_RISK,
    sources: [label('Livalo (pitavastatin)', S.dosing)],
  }),
  ix({
    id: 'pitavastatin-rifampin',
    a: d('pitavastatin'),
    b: d('rifampin'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Rifampin inhibits OATP1B1 uptake, raising pitavastatin peak levels about 2-fold.',
    effect: 'Myopathy and rhabdomyolysis.',
    action: 'adjust-dose',
    management: 'Do not exceed pitavastatin 2 mg daily with rifampin.',
    riskFactors: MYOPATHY_RISK,
    sources: [label('Livalo (pitavastatin)', S.dosing)],
  }),
  ix({
    id: 'pravastatin-clarithromycin',
    a: d('pravastatin'),
    b: d('clarithromycin'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Clarithromycin inhibits OATP1B1, raising pravastatin exposure about 2-fold.',
    effect: 'Myopathy and rhabdomyolysis.',
    action: 'adjust-dose',
    management: 'Do not exceed pravastatin 40 mg daily with clarithromycin.',
    riskFactors: MYOPATHY_RISK,
    sources: [label('Pravachol (pravastatin sodium)', S.dosing)],
  }),
  ix({
    id: 'fenofibrate-warfarin',
    a: d('fenofibrate'),
    b: d('warfarin'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacodynamic',
    mechanism: 'Fenofibrate potentiates coumarin anticoagulants.',
    effect: 'Raised INR and bleeding.',
    onset: 'delayed',
    action: 'adjust-dose',
    management:
      'Reduce the warfarin dose when starting fenofibrate and check INR frequently until stable.',
    sources: [
      label('Tricor (fenofibrate)', S.warnings),
      label('Tricor (fenofibrate)', S.interactions),
    ],
  }),
  ix({
    id: 'ezetimibe-cyclosporine',
    a: d('ezetimibe'),
    b: d('cyclosporine'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism:
      'Cyclosporine raises total ezetimibe exposure about 3.4-fold (12-fold in one transplant patient); ezetimibe raises cyclosporine about 15%.',
    effect: 'More ezetimibe exposure; changed cyclosporine levels.',
    action: 'monitor',
    management:
      'Check cyclosporine levels after starting or stopping ezetimibe and watch for ezetimibe adverse effects.',
    sources: [label('Zetia (ezetimibe)', S.interactions)],
  }),
  ix({
    id: 'amlodipine-simvastatin',
    a: d('amlodipine'),
    b: d('simvastatin'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Amlodipine (weak CYP3A4 inhibitor) raises simvastatin exposure about 1.8-fold.',
    effect: 'Myopathy and rhabdomyolysis.',
    action: 'adjust-dose',
    management: 'Do not exceed simvastatin 20 mg daily with amlodipine.',
    riskFactors: MYOPATHY_RISK,
    sources: [
      label('Norvasc (amlodipine besylate)', S.interactions),
      label('Zocor (simvastatin)', S.dosing),
    ],
  }),
  ...(['tacrolimus', 'cyclosporine'] as const).map((cni) =>
    ix({
      id: `amlodipine-${cni}`,
      a: d('amlodipine'),
      b: d(cni),
      severity: 'moderate',
      evidence: 'established',
      type: 'pharmacokinetic',
      mechanism: `Amlodipine inhibits CYP3A4 weakly, raising ${cni} trough levels.`,
      effect: `${cni === 'tacrolimus' ? 'Tacrolimus' : 'Cyclosporine'} nephrotoxicity and neurotoxicity.`,
      onset: 'delayed',
      action: 'monitor',
      management: `Check ${cni} trough levels within a week of starting, changing or stopping amlodipine and adjust the ${cni} dose.`,
      sources: [label('Norvasc (amlodipine besylate)', S.interactions)],
    }),
  ),
];

// ------------------------------------------------------- renin-angiotensin and potassium-sparing

const ACE_PRODUCTS: Record<string, string> = {
  lisinopril: 'Zestril (lisinopril)',
  enalapril: 'Vasotec (enalapril maleate)',
  ramipril: 'Altace (ramipril)',
  benazepril: 'Lotensin (benazepril hydrochloride)',
  quinapril: 'Accupril (quinapril hydrochloride)',
};
const MTOR_PRODUCTS: Record<string, string> = {
  everolimus: 'Afinitor (everolimus)',
  temsirolimus: 'Torisel (temsirolimus)',
  sirolimus: 'Rapamune (sirolimus)',
};

const aceMtorRecords: CuratedInteractionInput[] = Object.entries(ACE_PRODUCTS).flatMap(
  ([ace, aceProduct]) =>
    Object.entries(MTOR_PRODUCTS).map(([mtor, mtorProduct]) =>
      ix({
        id: `${ace}-${mtor}`,
        a: d(ace),
        b: d(mtor),
        severity: 'major',
        evidence: 'established',
        type: 'pharmacodynamic',
        mechanism:
          'ACE inhibitors raise bradykinin; mTOR inhibitors impair its breakdown pathways and cause angioedema themselves. Angioedema was several times more frequent with the combination.',
        effect:
          'Angioedema of the face, tongue, larynx or intestine, which can be life-threatening.',
        onset: 'delayed',
        action: 'monitor',
        management: `Before starting ${mtor} in a patient on ${ace}, consider switching to an ARB or another antihypertensive; if combined, teach the patient to stop and seek care at once for lip, tongue or throat swelling, and give no further doses after angioedema.`,
        riskFactors: ['Previous angioedema', 'Black race', 'Female sex', 'Start of either drug'],
        sources: [label(aceProduct, S.warnings), label(mtorProduct, S.warnings)],
      }),
    ),
);

const ALDACTONE = 'Aldactone (spironolactone)';
const INSPRA = 'Inspra (eplerenone)';
const KLOR_CON = 'Klor-Con (potassium chloride extended-release tablets)';
const DYRENIUM = 'Dyrenium (triamterene)';
const HYPERK_RISK = [
  'Renal impairment',
  'Diabetes',
  'Age over 65',
  'Dehydration',
  'Other potassium-raising drugs',
];

const potassiumRecords: CuratedInteractionInput[] = [
  ix({
    id: 'spironolactone-sulfamethoxazole-trimethoprim',
    a: d('spironolactone'),
    b: d('sulfamethoxazole-trimethoprim'),
    severity: 'major',
    evidence: 'established',
    type: 'pharmacodynamic',
    mechanism:
      'Trimethoprim blocks distal-tubule sodium channels (an amiloride-like effect) while spironolactone blocks aldosterone; both retain potassium.',
    effect:
      'Hyperkalaemia needing admission: 12-fold higher odds than with amoxicillin in older spironolactone users.',
    onset: 'rapid',
    action: 'monitor',
    management:
      'Prefer another antibiotic where possible; for Pneumocystis prophylaxis or treatment where co-trimoxazole is needed, check potassium and creatinine within 3-5 days and weekly, and hold spironolactone if potassium exceeds 5.5 mmol/L.',
    riskFactors: HYPERK_RISK,
    sources: [
      {
        kind: 'pubmed',
        title:
          'Antoniou T et al. Trimethoprim-sulfamethoxazole induced hyperkalaemia in elderly patients receiving spironolactone: nested case-control study. BMJ 2011',
        pmid: '21911446',
        year: 2011,
      },
      label(ALDACTONE, S.interactions),
    ],
  }),
  ix({
    id: 'spironolactone-abiraterone',
    a: d('spironolactone'),
    b: d('abiraterone'),
    severity: 'moderate',
    evidence: 'suspected',
    type: 'pharmacodynamic',
    mechanism:
      'In an androgen-depleted setting spironolactone can act as an androgen-receptor agonist; case reports describe PSA rise and progression on abiraterone that reversed on stopping it. A large cohort did not confirm worse survival.',
    effect: 'Possible loss of abiraterone efficacy (PSA rise, radiographic progression).',
    onset: 'delayed',
    action: 'substitute',
    management:
      'For abiraterone-induced hypertension, hypokalaemia or oedema, prefer eplerenone, amiloride or other antihypertensives; if spironolactone is needed (for example heart failure), monitor PSA closely and stop it if PSA rises.',
    sources: [
      {
        kind: 'pubmed',
        title:
          'Flavin HJ et al. Spironolactone, a possible selective androgen receptor modulator, should be used with caution in patients with metastatic carcinoma of the prostate. BMJ Case Rep 2012',
        pmid: '22665559',
        year: 2012,
      },
      {
        kind: 'pubmed',
        title:
          'Whyne EZ et al. Concomitant spironolactone and abiraterone in veterans with metastatic prostate cancer. Prostate 2025',
        pmid: '39465560',
        year: 2025,
      },
    ],
  }),
  ix({
    id: 'spironolactone-potassium-chloride',
    a: d('spironolactone'),
    b: d('potassium-chloride'),
    severity: 'major',
    evidence: 'established',
    type: 'pharmacodynamic',
    mechanism: 'Potassium supplementation on top of aldosterone antagonism.',
    effect: 'Severe, sometimes fatal hyperkalaemia.',
    onset: 'delayed',
    action: 'avoid',
    management:
      'Do not routinely combine: stop or reduce the potassium supplement when spironolactone starts, and give potassium only for documented hypokalaemia with potassium checked within 1 week.',
    riskFactors: HYPERK_RISK,
    sources: [label(ALDACTONE, S.warnings), label(KLOR_CON, S.interactions)],
  }),
  ix({
    id: 'spironolactone-eplerenone',
    a: d('spironolactone'),
    b: d('eplerenone'),
    severity: 'contraindicated',
    evidence: 'established',
    type: 'pharmacodynamic',
    mechanism: 'Two mineralocorticoid receptor antagonists.',
    effect: 'Hyperkalaemia without added benefit.',
    action: 'avoid',
    management: 'Contraindicated: use one mineralocorticoid receptor antagonist only.',
    riskFactors: HYPERK_RISK,
    sources: [label(ALDACTONE, S.contraindications), label(INSPRA, S.contraindications)],
  }),
  ix({
    id: 'eplerenone-strong-cyp3a4-inhibitors',
    a: d('eplerenone'),
    b: g('strong-cyp3a4-inhibitors'),
    severity: 'contraindicated',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Strong CYP3A4 inhibition raises eplerenone exposure about 5-fold (ketoconazole).',
    effect: 'Hyperkalaemia.',
    onset: 'rapid',
    action: 'avoid',
    management:
      'Contraindicated: hold eplerenone during a strong CYP3A4 inhibitor (azoles, clarithromycin, ritonavir, idelalisib, tucatinib) and check potassium after restarting.',
    riskFactors: HYPERK_RISK,
    sources: [label(INSPRA, S.contraindications), label(INSPRA, S.interactions)],
  }),
  ix({
    id: 'eplerenone-moderate-cyp3a4-inhibitors',
    a: d('eplerenone'),
    b: g('moderate-cyp3a4-inhibitors'),
    severity: 'major',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Moderate CYP3A4 inhibition raises eplerenone exposure about 2-fold.',
    effect: 'Hyperkalaemia.',
    action: 'adjust-dose',
    management:
      'Do not exceed eplerenone 25 mg once daily with moderate CYP3A4 inhibitors (erythromycin, fluconazole, diltiazem, verapamil, aprepitant, imatinib, crizotinib); check potassium.',
    riskFactors: HYPERK_RISK,
    sources: [label(INSPRA, S.dosing), label(INSPRA, S.interactions)],
  }),
  ix({
    id: 'eplerenone-potassium-chloride',
    a: d('eplerenone'),
    b: d('potassium-chloride'),
    severity: 'major',
    evidence: 'established',
    type: 'pharmacodynamic',
    mechanism: 'Potassium supplementation on top of aldosterone antagonism.',
    effect: 'Hyperkalaemia.',
    action: 'avoid',
    management:
      'Contraindicated when eplerenone treats hypertension; in heart failure after myocardial infarction, give potassium only for documented hypokalaemia with close monitoring.',
    riskFactors: HYPERK_RISK,
    sources: [label(INSPRA, S.contraindications), label(KLOR_CON, S.interactions)],
  }),
  ix({
    id: 'triamterene-potassium-chloride',
    a: d('triamterene'),
    b: d('potassium-chloride'),
    severity: 'contraindicated',
    evidence: 'established',
    type: 'pharmacodynamic',
    mechanism: 'Potassium supplementation with a potassium-sparing diuretic.',
    effect: 'Severe hyperkalaemia and cardiac arrest.',
    action: 'avoid',
    management:
      'Contraindicated: do not give potassium chloride with triamterene (or amiloride); treat hypokalaemia by adjusting the diuretic instead.',
    riskFactors: HYPERK_RISK,
    sources: [label(KLOR_CON, S.contraindications), label(DYRENIUM, S.oldContraindications)],
  }),
  ix({
    id: 'triamterene-spironolactone',
    a: d('triamterene'),
    b: d('spironolactone'),
    severity: 'contraindicated',
    evidence: 'established',
    type: 'pharmacodynamic',
    mechanism: 'Two potassium-sparing diuretics.',
    effect: 'Severe hyperkalaemia.',
    action: 'avoid',
    management: 'Contraindicated: use one potassium-sparing agent only.',
    riskFactors: HYPERK_RISK,
    sources: [label(DYRENIUM, S.oldContraindications)],
  }),
];

// ------------------------------------------------------------------------------ antithrombotics

const PLETAL = 'Cilostazol tablets (Pletal)';
const ARIXTRA = 'Arixtra (fondaparinux sodium)';
const BLEEDING_RISK = ['Platelets < 50 x 10^9/L', 'Age over 75', 'Renal impairment'];

const antithromboticRecords: CuratedInteractionInput[] = [
  ...(['cilostazol', 'dipyridamole', 'fondaparinux'] as const).map((drug) =>
    ix({
      id: `${drug}-btk-inhibitors`,
      a: d(drug),
      b: g('btk-inhibitors'),
      severity: 'moderate',
      evidence: 'established',
      type: 'pharmacodynamic',
      mechanism: `BTK inhibitors impair platelet function; ${drug === 'fondaparinux' ? 'anticoagulation' : 'antiplatelet activity'} adds to it.`,
      effect: 'Major haemorrhage, including intracranial and gastrointestinal bleeding.',
      action: 'monitor',
      management: `Review whether ${drug} is still needed; if combined, monitor for bleeding and blood counts, and hold both around procedures as the BTK-inhibitor label directs (3-7 days).`,
      riskFactors: BLEEDING_RISK,
      sources: [
        label('Imbruvica (ibrutinib)', S.warnings),
        label('Calquence (acalabrutinib)', S.warnings),
      ],
    }),
  ),
  ix({
    id: 'cilostazol-strong-cyp3a4-inhibitors',
    a: d('cilostazol'),
    b: g('strong-cyp3a4-inhibitors'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'CYP3A4 inhibition raises cilostazol exposure (ketoconazole about 2-fold).',
    effect: 'Headache, tachycardia, arrhythmia.',
    action: 'adjust-dose',
    management: 'Reduce cilostazol to 50 mg twice daily.',
    sources: [label(PLETAL, S.dosing), label(PLETAL, S.interactions)],
  }),
  ix({
    id: 'cilostazol-moderate-cyp3a4-inhibitors',
    a: d('cilostazol'),
    b: g('moderate-cyp3a4-inhibitors'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism:
      'Moderate CYP3A4 inhibition raises cilostazol exposure (erythromycin, diltiazem about 1.7-2-fold).',
    effect: 'Headache, tachycardia, arrhythmia.',
    action: 'adjust-dose',
    management: 'Reduce cilostazol to 50 mg twice daily.',
    sources: [label(PLETAL, S.dosing), label(PLETAL, S.interactions)],
  }),
  ix({
    id: 'cilostazol-moderate-or-strong-cyp2c19-inhibitors',
    a: d('cilostazol'),
    b: g('moderate-or-strong-cyp2c19-inhibitors'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'CYP2C19 inhibition raises the active metabolite of cilostazol.',
    effect: 'Headache, tachycardia, arrhythmia.',
    action: 'adjust-dose',
    management: 'Reduce cilostazol to 50 mg twice daily.',
    sources: [label(PLETAL, S.dosing), label(PLETAL, S.interactions)],
  }),
  ix({
    id: 'cilostazol-omeprazole',
    a: d('cilostazol'),
    b: d('omeprazole'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism:
      'Omeprazole inhibits CYP2C19, raising the active metabolite of cilostazol about 69%.',
    effect: 'Headache, tachycardia, arrhythmia.',
    action: 'adjust-dose',
    management:
      'Reduce cilostazol to 50 mg twice daily, or use pantoprazole instead of omeprazole.',
    sources: [label(PLETAL, S.dosing), label(PLETAL, S.interactions)],
  }),
  ix({
    id: 'fondaparinux-antiplatelets',
    a: d('fondaparinux'),
    b: g('antiplatelets'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacodynamic',
    mechanism: 'Anticoagulation plus platelet inhibition.',
    effect: 'Bleeding, including major bleeding.',
    action: 'monitor',
    management:
      'Stop agents that raise bleeding risk before fondaparinux unless essential; if combined, monitor closely for bleeding and check blood counts.',
    riskFactors: BLEEDING_RISK,
    sources: [label(ARIXTRA, S.warnings), label(ARIXTRA, S.interactions)],
  }),
  ix({
    id: 'fondaparinux-nsaids-and-salicylates',
    a: d('fondaparinux'),
    b: g('nsaids-and-salicylates'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacodynamic',
    mechanism: 'Anticoagulation plus NSAID platelet inhibition and gastric injury.',
    effect: 'Bleeding, including gastrointestinal.',
    action: 'monitor',
    management:
      'Avoid NSAIDs where possible (use acetaminophen); if combined, monitor for bleeding.',
    riskFactors: BLEEDING_RISK,
    sources: [label(ARIXTRA, S.warnings), label(ARIXTRA, S.interactions)],
  }),
];

// ------------------------------------------------------------------ nitrates, PDE5, urology

const NITRATES = ['isosorbide-mononitrate', 'isosorbide-dinitrate', 'nitroglycerin'] as const;
const VIAGRA = 'Viagra (sildenafil citrate)';
const CIALIS = 'Cialis (tadalafil)';

const pde5Records: CuratedInteractionInput[] = [
  ...(['sildenafil', 'tadalafil'] as const).flatMap((pde5) =>
    NITRATES.map((nitrate) =>
      ix({
        id: `${pde5}-${nitrate}`,
        a: d(pde5),
        b: d(nitrate),
        severity: 'contraindicated',
        evidence: 'established',
        type: 'pharmacodynamic',
        mechanism:
          'Nitrates raise cGMP through nitric oxide; PDE5 inhibition blocks its breakdown.',
        effect: 'Profound, sometimes fatal hypotension.',
        onset: 'rapid',
        action: 'avoid',
        management:
          pde5 === 'tadalafil'
            ? 'Contraindicated: no nitrate in any form, including sublingual nitroglycerin for chest pain, within 48 hours of a tadalafil dose (the label interval for a life-threatening situation); tell emergency staff about the PDE5 inhibitor.'
            : 'Contraindicated: no nitrate in any form, including sublingual nitroglycerin for chest pain, while sildenafil may still act (at least 24 hours after a dose is the interval commonly used); tell emergency staff about the PDE5 inhibitor.',
        sources: [label(pde5 === 'sildenafil' ? VIAGRA : CIALIS, S.contraindications)],
      }),
    ),
  ),
  ix({
    id: 'sildenafil-strong-cyp3a4-inhibitors',
    a: d('sildenafil'),
    b: g('strong-cyp3a4-inhibitors'),
    severity: 'major',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Strong CYP3A4 inhibition raises sildenafil exposure up to 11-fold (ritonavir).',
    effect: 'Hypotension, syncope, priapism, visual disturbance.',
    onset: 'rapid',
    action: 'adjust-dose',
    management:
      'Erectile dysfunction: start 25 mg; with ritonavir no more than 25 mg in 48 hours. Pulmonary hypertension (Revatio): not recommended with strong CYP3A4 inhibitors.',
    sources: [
      label(VIAGRA, S.dosing),
      label(VIAGRA, S.interactions),
      label('Revatio (sildenafil)', S.interactions),
    ],
  }),
  ix({
    id: 'tadalafil-strong-cyp3a4-inhibitors',
    a: d('tadalafil'),
    b: g('strong-cyp3a4-inhibitors'),
    severity: 'major',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Strong CYP3A4 inhibition raises tadalafil exposure about 4-fold (ketoconazole).',
    effect: 'Hypotension, syncope, priapism.',
    action: 'adjust-dose',
    management: 'As needed: no more than 10 mg every 72 hours. Once daily: no more than 2.5 mg.',
    sources: [label(CIALIS, S.dosing), label(CIALIS, S.interactions)],
  }),
  ix({
    id: 'tadalafil-strong-cyp3a4-inducers',
    a: d('tadalafil'),
    b: g('strong-cyp3a4-inducers'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Strong CYP3A4 induction lowers tadalafil exposure by about 88% (rifampin).',
    effect: 'Loss of efficacy.',
    onset: 'delayed',
    action: 'substitute',
    management:
      'Avoid once-daily tadalafil with strong inducers; expect as-needed doses to work less well.',
    sources: [label(CIALIS, S.interactions)],
  }),
  ...(['sildenafil', 'tadalafil'] as const).flatMap((pde5) =>
    (['doxazosin', 'terazosin', 'tamsulosin', 'alfuzosin'] as const).map((alpha) =>
      ix({
        id: `${pde5}-${alpha}`,
        a: d(pde5),
        b: d(alpha),
        severity: 'moderate',
        evidence: 'established',
        type: 'pharmacodynamic',
        mechanism:
          'Both are vasodilators; alpha-blockade and PDE5 inhibition add their blood-pressure-lowering effects.',
        effect: 'Symptomatic orthostatic hypotension and syncope.',
        onset: 'rapid',
        action: 'adjust-dose',
        management:
          pde5 === 'sildenafil'
            ? `Be stable on ${alpha} first, then start sildenafil at 25 mg; warn about standing up slowly.`
            : `Be stable on ${alpha} first and start tadalafil at the lowest dose; for benign prostatic hyperplasia tadalafil is not recommended with an alpha-blocker.`,
        riskFactors: ['Volume depletion', 'Other antihypertensives', 'Older age'],
        sources: [
          label(pde5 === 'sildenafil' ? VIAGRA : CIALIS, S.warnings),
          label(pde5 === 'sildenafil' ? VIAGRA : CIALIS, S.interactions),
        ],
      }),
    ),
  ),
];

const urologyRecords: CuratedInteractionInput[] = [
  ix({
    id: 'alfuzosin-strong-cyp3a4-inhibitors',
    a: d('alfuzosin'),
    b: g('strong-cyp3a4-inhibitors'),
    severity: 'contraindicated',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Potent CYP3A4 inhibition raises alfuzosin exposure about 3-fold (ketoconazole).',
    effect: 'Hypotension and QT prolongation.',
    onset: 'rapid',
    action: 'avoid',
    management:
      'Contraindicated: hold alfuzosin during a strong CYP3A4 inhibitor or use another option for urinary symptoms.',
    sources: [label('Uroxatral (alfuzosin hydrochloride)', S.contraindications)],
  }),
  ix({
    id: 'tamsulosin-strong-cyp3a4-inhibitors',
    a: d('tamsulosin'),
    b: g('strong-cyp3a4-inhibitors'),
    severity: 'major',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Strong CYP3A4 inhibition raises tamsulosin exposure 2.8-fold (ketoconazole).',
    effect: 'Orthostatic hypotension and syncope.',
    onset: 'rapid',
    action: 'avoid',
    management:
      'Do not use tamsulosin with strong CYP3A4 inhibitors; hold it for the course or choose another option.',
    sources: [label('Flomax (tamsulosin hydrochloride)', S.interactions)],
  }),
  ix({
    id: 'solifenacin-strong-cyp3a4-inhibitors',
    a: d('solifenacin'),
    b: g('strong-cyp3a4-inhibitors'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Strong CYP3A4 inhibition raises solifenacin exposure 2- to 3-fold.',
    effect: 'Anticholinergic toxicity and QT prolongation.',
    action: 'adjust-dose',
    management: 'Do not exceed solifenacin 5 mg daily with strong CYP3A4 inhibitors.',
    sources: [
      label('Vesicare (solifenacin succinate)', S.dosing),
      label('Vesicare (solifenacin succinate)', S.interactions),
    ],
  }),
  ix({
    id: 'tolterodine-strong-cyp3a4-inhibitors',
    a: d('tolterodine'),
    b: g('strong-cyp3a4-inhibitors'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism:
      'Strong CYP3A4 inhibition raises tolterodine exposure about 2.5-fold, mainly in CYP2D6 poor metabolisers.',
    effect: 'Anticholinergic toxicity and QT prolongation.',
    action: 'adjust-dose',
    management:
      'Use tolterodine 2 mg LA once daily (or 1 mg twice daily immediate release) with strong CYP3A4 inhibitors.',
    sources: [
      label('Detrol LA (tolterodine tartrate)', S.dosing),
      label('Detrol LA (tolterodine tartrate)', S.interactions),
    ],
  }),
  ix({
    id: 'oxybutynin-strong-cyp3a4-inhibitors',
    a: d('oxybutynin'),
    b: g('strong-cyp3a4-inhibitors'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Strong CYP3A4 inhibition raises oral oxybutynin levels (ketoconazole).',
    effect: 'Anticholinergic toxicity (confusion, urinary retention, constipation).',
    action: 'monitor',
    management:
      'Use the lowest oxybutynin dose and watch for anticholinergic effects; transdermal oxybutynin avoids most first-pass exposure.',
    sources: [label('Ditropan XL (oxybutynin chloride)', S.interactions)],
  }),
  ix({
    id: 'mirabegron-digoxin',
    a: d('mirabegron'),
    b: d('digoxin'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Mirabegron inhibits P-gp weakly, raising digoxin exposure 27%.',
    effect: 'Higher digoxin levels.',
    action: 'monitor',
    management:
      'Start digoxin at the lowest dose with mirabegron, or check digoxin levels after starting mirabegron and titrate.',
    sources: [label('Myrbetriq (mirabegron)', S.interactions)],
  }),
  ...(['metoprolol', 'flecainide', 'propafenone'] as const).map((victim) =>
    ix({
      id: `mirabegron-${victim}`,
      a: d('mirabegron'),
      b: d(victim),
      severity: 'moderate',
      evidence: victim === 'metoprolol' ? 'established' : 'probable',
      type: 'pharmacokinetic',
      mechanism: `Mirabegron is a moderate CYP2D6 inhibitor (metoprolol exposure up 3.3-fold); ${victim} is cleared by CYP2D6.`,
      effect: `Higher ${victim} levels: ${victim === 'metoprolol' ? 'bradycardia and hypotension' : 'proarrhythmia and conduction block'}.`,
      onset: 'delayed',
      action: 'monitor',
      management: `Monitor heart rate${victim === 'metoprolol' ? ' and blood pressure' : ', ECG and plasma levels'} after starting mirabegron and reduce the ${victim} dose if needed.`,
      sources: [label('Myrbetriq (mirabegron)', S.interactions)],
    }),
  ),
];

// ------------------------------------------------------------------- glucose-lowering drugs

const SULFONYLUREAS: Record<string, string> = {
  glipizide: 'Glucotrol XL (glipizide)',
  glimepiride: 'Amaryl (glimepiride)',
  glyburide: 'Glynase (glyburide micronized)',
};
const INSULIN_PRODUCTS: Record<string, string> = {
  'insulin-glargine': 'Lantus (insulin glargine)',
  'insulin-degludec': 'Tresiba (insulin degludec)',
  'insulin-lispro': 'Humalog (insulin lispro)',
  'insulin-aspart': 'NovoLog (insulin aspart)',
  'insulin-human': 'Humulin R (insulin human injection)',
};
const HYPOGLYCAEMIA_RISK = ['Poor oral intake or vomiting', 'Renal impairment', 'Older age'];

const glucoseRecords: CuratedInteractionInput[] = [
  ...Object.entries(SULFONYLUREAS).flatMap(([su, product]) => [
    ix({
      id: `${su}-fluoroquinolones`,
      a: d(su),
      b: g('fluoroquinolones'),
      severity: 'moderate',
      evidence: 'established',
      type: 'pharmacodynamic',
      mechanism:
        'Fluoroquinolones disturb glucose homeostasis (insulin release and other effects) and add to sulfonylurea hypoglycaemia.',
      effect: 'Severe hypoglycaemia (including coma and death) or hyperglycaemia.',
      onset: 'rapid',
      action: 'monitor',
      management:
        'Check blood glucose daily during the fluoroquinolone course and teach hypoglycaemia symptoms; consider a lower sulfonylurea dose or a non-fluoroquinolone antibiotic in older or renally impaired patients.',
      riskFactors: HYPOGLYCAEMIA_RISK,
      sources: [
        label('Cipro (ciprofloxacin)', S.warnings),
        label('Levaquin (levofloxacin)', S.warnings),
        label(product, su === 'glyburide' ? S.oldInteractions : S.interactions),
      ],
    }),
    ix({
      id: `${su}-fluconazole`,
      a: d(su),
      b: d('fluconazole'),
      severity: 'moderate',
      evidence: 'established',
      type: 'pharmacokinetic',
      mechanism: `Fluconazole (moderate CYP2C9 inhibitor) raises ${su} exposure.`,
      effect: 'Hypoglycaemia.',
      onset: 'delayed',
      action: 'monitor',
      management: `Check blood glucose during fluconazole and for a few days after; reduce the ${su} dose if glucose falls.`,
      riskFactors: HYPOGLYCAEMIA_RISK,
      sources: [
        label('Diflucan (fluconazole)', S.interactions),
        label(product, su === 'glyburide' ? S.oldInteractions : S.interactions),
      ],
    }),
  ]),
  ...Object.entries(INSULIN_PRODUCTS).map(([insulin, product]) =>
    ix({
      id: `${insulin}-systemic-corticosteroids`,
      a: d(insulin),
      b: g('systemic-corticosteroids'),
      severity: 'moderate',
      evidence: 'established',
      type: 'pharmacodynamic',
      mechanism:
        'Glucocorticoids raise hepatic glucose output and insulin resistance, most in the afternoon and for 1-3 days after each dose.',
      effect:
        'Hyperglycaemia during steroid pulses (antiemetic dexamethasone, myeloma and lymphoma regimens), then hypoglycaemia if insulin is not reduced when the steroid stops.',
      onset: 'rapid',
      action: 'monitor',
      management:
        'Check glucose before meals and at bedtime on steroid days and the 2 days after; add prandial or NPH insulin for steroid days and step it down as the steroid is tapered.',
      riskFactors: ['Known diabetes', 'High-dose or daily dexamethasone'],
      sources: [label(product, S.interactions)],
    }),
  ),
  ix({
    id: 'saxagliptin-strong-cyp3a4-inhibitors',
    a: d('saxagliptin'),
    b: g('strong-cyp3a4-inhibitors'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Strong CYP3A4 inhibition raises saxagliptin exposure about 2.5-fold.',
    effect: 'More saxagliptin exposure.',
    action: 'adjust-dose',
    management: 'Limit saxagliptin to 2.5 mg once daily with strong CYP3A4 inhibitors.',
    sources: [
      label('Onglyza (saxagliptin)', S.dosing),
      label('Onglyza (saxagliptin)', S.interactions),
    ],
  }),
  ix({
    id: 'linagliptin-combined-p-gp-and-strong-cyp3a4-inducers',
    a: d('linagliptin'),
    b: g('combined-p-gp-and-strong-cyp3a4-inducers'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'P-gp and CYP3A4 induction lowers linagliptin exposure about 40% (rifampin).',
    effect: 'Loss of glycaemic control.',
    onset: 'delayed',
    action: 'substitute',
    management: 'Use a different glucose-lowering drug during strong P-gp/CYP3A4 inducers.',
    sources: [label('Tradjenta (linagliptin)', S.interactions)],
  }),
  ...(['rifampin', 'phenytoin'] as const).map((inducer) =>
    ix({
      id: `canagliflozin-${inducer}`,
      a: d('canagliflozin'),
      b: d(inducer),
      severity: 'moderate',
      evidence: 'established',
      type: 'pharmacokinetic',
      mechanism: `${inducer === 'rifampin' ? 'Rifampin' : 'Phenytoin'} induces UGT1A9 and UGT2B4, lowering canagliflozin exposure (rifampin 51%).`,
      effect: 'Loss of glycaemic control.',
      onset: 'delayed',
      action: 'adjust-dose',
      management:
        'Increase canagliflozin to 200 mg daily (eGFR 30-59) or 300 mg daily (eGFR 60 or more) if tolerated, or add another agent.',
      sources: [
        label('Invokana (canagliflozin)', S.dosing),
        label('Invokana (canagliflozin)', S.interactions),
      ],
    }),
  ),
  ix({
    id: 'canagliflozin-digoxin',
    a: d('canagliflozin'),
    b: d('digoxin'),
    severity: 'minor',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Canagliflozin inhibits P-gp weakly, raising digoxin exposure about 20%.',
    effect: 'Slightly higher digoxin levels.',
    action: 'monitor',
    management:
      'Check digoxin levels after starting canagliflozin in patients at risk of digoxin toxicity.',
    sources: [label('Invokana (canagliflozin)', S.interactions)],
  }),
  ...(['empagliflozin', 'dapagliflozin', 'canagliflozin'] as const).map((sglt2) =>
    ix({
      id: `${sglt2}-potassium-wasting-diuretics`,
      a: d(sglt2),
      b: g('potassium-wasting-diuretics'),
      severity: 'moderate',
      evidence: 'established',
      type: 'pharmacodynamic',
      mechanism: 'Osmotic diuresis and natriuresis add to diuretic volume loss.',
      effect:
        'Volume depletion, hypotension and acute kidney injury, worse with vomiting or diarrhoea during chemotherapy.',
      action: 'monitor',
      management:
        'Assess volume status and renal function before starting and during GI losses; consider reducing the diuretic, and hold the SGLT2 inhibitor during poor oral intake.',
      riskFactors: ['Older age', 'eGFR below 60', 'Vomiting or diarrhoea'],
      sources: [
        label(
          sglt2 === 'empagliflozin'
            ? 'Jardiance (empagliflozin)'
            : sglt2 === 'dapagliflozin'
              ? 'Farxiga (dapagliflozin)'
              : 'Invokana (canagliflozin)',
          S.warnings,
        ),
      ],
    }),
  ),
  ...(
    [
      'ethinyl-estradiol',
      'levonorgestrel',
      'norethindrone',
      'drospirenone',
      'norgestimate',
    ] as const
  ).map((hormone) =>
    ix({
      id: `tirzepatide-${hormone}`,
      a: d('tirzepatide'),
      b: d(hormone),
      severity: 'moderate',
      evidence: 'established',
      type: 'pharmacokinetic',
      mechanism:
        'Tirzepatide delays gastric emptying, lowering oral contraceptive exposure most after the first dose and each dose increase.',
      effect: 'Reduced oral contraceptive efficacy.',
      onset: 'rapid',
      action: 'substitute',
      management:
        'Switch to a non-oral contraceptive, or add a barrier method for 4 weeks after starting tirzepatide and for 4 weeks after each dose escalation.',
      sources: [label('Mounjaro (tirzepatide)', S.interactions)],
    }),
  ),
  ix({
    id: 'semaglutide-levothyroxine',
    a: d('semaglutide'),
    b: d('levothyroxine'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Oral semaglutide raised total thyroxine exposure about 33% when given together.',
    effect: 'Over-replacement.',
    onset: 'delayed',
    action: 'monitor',
    management: 'Check TSH 6-8 weeks after starting oral semaglutide in patients on levothyroxine.',
    sources: [label('Rybelsus (semaglutide) tablets', S.interactions)],
  }),
  ix({
    id: 'pioglitazone-rifampin',
    a: d('pioglitazone'),
    b: d('rifampin'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Rifampin induces CYP2C8, lowering pioglitazone exposure by about half.',
    effect: 'Loss of glycaemic control.',
    onset: 'delayed',
    action: 'monitor',
    management: 'Monitor glucose and adjust diabetes treatment during and after rifampin.',
    sources: [label('Actos (pioglitazone)', S.interactions)],
  }),
];

// ------------------------------------------------------------------ thyroid, bone, androgens

const SYNTHROID = 'Synthroid (levothyroxine)';

const levothyroxineTki = (tki: string, product: string, effect: string): CuratedInteractionInput =>
  ix({
    id: `levothyroxine-${tki}`,
    a: d('levothyroxine'),
    b: d(tki),
    severity: 'moderate',
    evidence: 'established',
    type: 'mixed',
    mechanism: `${tki.charAt(0).toUpperCase()}${tki.slice(1)} causes thyroid dysfunction and raises thyroid hormone requirements (including in athyreotic patients).`,
    effect,
    onset: 'delayed',
    action: 'monitor',
    management: `Check TSH at baseline and monthly during ${tki}, and adjust the levothyroxine dose (in differentiated thyroid cancer keep TSH at the target suppression level).`,
    sources: [label(product, S.warnings), label(SYNTHROID, S.interactions)],
  });

const chelator = (partner: string, partnerName: string): CuratedInteractionInput =>
  ix({
    id: `levothyroxine-${partner}`,
    a: d('levothyroxine'),
    b: d(partner),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: `${partnerName} binds levothyroxine in the gut and lowers its absorption.`,
    effect: 'Hypothyroidism (rising TSH).',
    onset: 'delayed',
    action: 'separate-administration',
    management: `Give levothyroxine at least 4 hours before or after ${partnerName.toLowerCase()}; check TSH 6-8 weeks after starting or stopping it.`,
    sources: [label(SYNTHROID, S.dosing), label(SYNTHROID, S.interactions)],
  });

const BISPHOSPHONATE_PRODUCTS: Record<string, [string, string]> = {
  alendronate: ['Fosamax (alendronate sodium)', 'half an hour'],
  risedronate: ['Actonel (risedronate sodium)', 'half an hour'],
  ibandronate: ['Boniva (ibandronate sodium)', '1 hour'],
};

const bisphosphonateRecords: CuratedInteractionInput[] = Object.entries(
  BISPHOSPHONATE_PRODUCTS,
).flatMap(([bp, [product, wait]]) =>
  (['calcium-carbonate', 'magnesium-oxide', 'aluminum-hydroxide', 'ferrous-sulfate'] as const).map(
    (cation) =>
      ix({
        id: `${bp}-${cation}`,
        a: d(bp),
        b: d(cation),
        severity: 'moderate',
        evidence: 'established',
        type: 'pharmacokinetic',
        mechanism: `Polyvalent cations (calcium, magnesium, aluminium, iron) bind ${bp} in the gut; its oral bioavailability is already under 1%.`,
        effect: `Little or no ${bp} absorbed: loss of bone protection.`,
        onset: 'rapid',
        action: 'separate-administration',
        management: `Take ${bp} first, with plain water, at least ${wait} before the ${cation.replace(/-/g, ' ')} (or any food or other medicine); ${bp === 'risedronate' ? 'with delayed-release risedronate, take the cation at a different time of day' : 'in practice give the cation later in the day, 2 hours or more after'}.`,
        sources: [label(product, S.dosing), label(product, S.interactions)],
      }),
  ),
);

const ROCALTROL = 'Rocaltrol (calcitriol)';

const thyroidBoneRecords: CuratedInteractionInput[] = [
  levothyroxineTki(
    'imatinib',
    'Gleevec (imatinib mesylate)',
    'Hypothyroidism in thyroidectomy patients on replacement.',
  ),
  levothyroxineTki(
    'lenvatinib',
    'Lenvima (lenvatinib)',
    'Loss of TSH suppression or hypothyroidism.',
  ),
  levothyroxineTki(
    'sorafenib',
    'Nexavar (sorafenib)',
    'Loss of TSH suppression in differentiated thyroid cancer.',
  ),
  levothyroxineTki(
    'sunitinib',
    'Sutent (sunitinib malate)',
    'Hypothyroidism (and transient hyperthyroidism).',
  ),
  levothyroxineTki('axitinib', 'Inlyta (axitinib)', 'Hypothyroidism.'),
  chelator('sucralfate', 'Sucralfate'),
  chelator('aluminum-hydroxide', 'Aluminium hydroxide'),
  chelator('magnesium-hydroxide', 'Magnesium hydroxide'),
  chelator('magnesium-oxide', 'Magnesium oxide'),
  chelator('ferrous-sulfate', 'Ferrous sulfate'),
  ix({
    id: 'methimazole-warfarin',
    a: d('methimazole'),
    b: d('warfarin'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacodynamic',
    mechanism:
      'Clotting-factor turnover slows as hyperthyroidism is corrected, so warfarin needs rise; methimazole may also have anti-vitamin K activity.',
    effect: 'INR changes as thyroid status changes.',
    onset: 'delayed',
    action: 'monitor',
    management: 'Check INR more often while thyroid status is changing and adjust warfarin.',
    sources: [label('Methimazole tablets (Tapazole)', S.oldInteractions)],
  }),
  ix({
    id: 'testosterone-warfarin',
    a: d('testosterone'),
    b: d('warfarin'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacodynamic',
    mechanism: 'Androgens raise sensitivity to oral anticoagulants.',
    effect: 'Raised INR and bleeding.',
    onset: 'delayed',
    action: 'monitor',
    management: 'Check INR more often when starting or stopping testosterone and adjust warfarin.',
    sources: [label('AndroGel (testosterone gel)', S.interactions)],
  }),
  ...(['hydrochlorothiazide', 'chlorthalidone'] as const).map((thiazide) =>
    ix({
      id: `calcitriol-${thiazide}`,
      a: d('calcitriol'),
      b: d(thiazide),
      severity: 'moderate',
      evidence: 'established',
      type: 'pharmacodynamic',
      mechanism:
        'Thiazides reduce urinary calcium excretion while calcitriol raises calcium absorption.',
      effect: 'Hypercalcaemia.',
      onset: 'delayed',
      action: 'monitor',
      management:
        'Check serum calcium within 1-2 weeks and then regularly; reduce calcitriol if calcium rises.',
      riskFactors: ['Hypercalcaemia of malignancy or bone metastases', 'Calcium supplements'],
      sources: [label(ROCALTROL, S.oldInteractions)],
    }),
  ),
  ix({
    id: 'calcitriol-digoxin',
    a: d('calcitriol'),
    b: d('digoxin'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacodynamic',
    mechanism: 'Hypercalcaemia from calcitriol potentiates digoxin on the heart.',
    effect: 'Arrhythmias.',
    action: 'monitor',
    management:
      'Keep calcium in range and monitor digoxin patients closely when calcitriol is started or titrated.',
    sources: [label(ROCALTROL, S.oldInteractions)],
  }),
  ix({
    id: 'calcitriol-magnesium-hydroxide',
    a: d('calcitriol'),
    b: d('magnesium-hydroxide'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Calcitriol increases intestinal magnesium absorption.',
    effect: 'Hypermagnesaemia in chronic kidney disease or dialysis.',
    action: 'avoid',
    management:
      'Avoid magnesium-containing antacids and laxatives with calcitriol in dialysis or severe renal impairment.',
    riskFactors: ['Dialysis', 'CrCl < 30 mL/min'],
    sources: [label(ROCALTROL, S.oldInteractions)],
  }),
];

// ----------------------------------------------------------- hormonal contraceptives and HRT

const COC = 'Combined oral contraceptives (e.g. Yaz: drospirenone and ethinyl estradiol)';
const CONTRACEPTIVE_HORMONES = [
  'ethinyl-estradiol',
  'levonorgestrel',
  'norethindrone',
  'drospirenone',
  'norgestimate',
] as const;

const contraceptiveRecords: CuratedInteractionInput[] = [
  ...CONTRACEPTIVE_HORMONES.map((hormone) =>
    ix({
      id: `${hormone}-strong-cyp3a4-inducers`,
      a: d(hormone),
      b: g('strong-cyp3a4-inducers'),
      severity: 'major',
      evidence: 'established',
      type: 'pharmacokinetic',
      mechanism: 'Strong CYP3A4 induction lowers contraceptive hormone levels.',
      effect:
        'Contraceptive failure and breakthrough bleeding; pregnancy is dangerous with teratogenic anticancer drugs.',
      onset: 'delayed',
      action: 'substitute',
      management:
        'Use a copper or levonorgestrel intrauterine device or another non-hormonal method during the inducer and for 28 days after stopping it.',
      riskFactors: ['Teratogenic anticancer therapy'],
      sources: [label(COC, S.interactions)],
    }),
  ),
  ix({
    id: 'ethinyl-estradiol-moderate-cyp3a4-inducers',
    a: d('ethinyl-estradiol'),
    b: g('moderate-cyp3a4-inducers'),
    severity: 'moderate',
    evidence: 'probable',
    type: 'pharmacokinetic',
    mechanism: 'CYP3A4 induction lowers ethinyl estradiol and progestin levels.',
    effect: 'Reduced contraceptive efficacy.',
    onset: 'delayed',
    action: 'substitute',
    management:
      'Add a barrier method or use a non-hormonal method during the inducer and for 28 days after.',
    sources: [label(COC, S.interactions)],
  }),
  ...(['ethinyl-estradiol', 'levonorgestrel', 'norethindrone'] as const).map((hormone) =>
    ix({
      id: `dabrafenib-${hormone}`,
      a: d('dabrafenib'),
      b: d(hormone),
      severity: 'major',
      evidence: 'established',
      type: 'pharmacokinetic',
      mechanism: 'Dabrafenib induces CYP3A4 and may lower hormonal contraceptive exposure.',
      effect: 'Contraceptive failure during a teratogenic treatment.',
      onset: 'delayed',
      action: 'substitute',
      management:
        'Use an effective non-hormonal contraceptive during dabrafenib and for 2 weeks after the last dose.',
      sources: [
        label('Tafinlar (dabrafenib)', S.interactions),
        label('Tafinlar (dabrafenib)', S.warnings),
      ],
    }),
  ),
  ...(['ethinyl-estradiol', 'levonorgestrel', 'norethindrone', 'drospirenone'] as const).map(
    (hormone) =>
      ix({
        id: `belzutifan-${hormone}`,
        a: d('belzutifan'),
        b: d(hormone),
        severity: 'major',
        evidence: 'probable',
        type: 'pharmacokinetic',
        mechanism:
          'Belzutifan induces CYP3A4 and lowers the concentrations of CYP3A substrates such as contraceptive hormones.',
        effect:
          'Contraceptive failure or more breakthrough bleeding during a treatment that can cause fetal harm.',
        onset: 'delayed',
        action: 'substitute',
        management:
          'Do not rely on hormonal contraception: use an effective non-hormonal method (or add a barrier method) during belzutifan and for 1 week after the last dose.',
        riskFactors: ['UGT2B17 and CYP2C19 poor metabolizer'],
        sources: [
          label('Welireg (belzutifan)', S.interactions),
          label('Welireg (belzutifan)', '8.3 Females and Males of Reproductive Potential'),
        ],
      }),
  ),
  ...(['ethinyl-estradiol', 'levonorgestrel', 'norethindrone', 'drospirenone'] as const).map(
    (hormone) =>
      ix({
        id: `aprepitant-${hormone}`,
        a: d('aprepitant'),
        b: d(hormone),
        severity: 'moderate',
        evidence: 'established',
        type: 'pharmacokinetic',
        mechanism:
          'Aprepitant induces CYP3A4 after the 3-day course, lowering hormonal contraceptive levels.',
        effect: 'Reduced contraceptive efficacy during and for 28 days after aprepitant.',
        onset: 'delayed',
        action: 'monitor',
        management:
          'Use an effective alternative or backup non-hormonal method during aprepitant and for 1 month after the last dose.',
        sources: [label('Emend (aprepitant) capsules', S.interactions)],
      }),
  ),
  ix({
    id: 'fosaprepitant-ethinyl-estradiol',
    a: d('fosaprepitant'),
    b: d('ethinyl-estradiol'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism:
      'Fosaprepitant (converted to aprepitant) induces CYP3A4 afterwards, lowering contraceptive hormone levels.',
    effect: 'Reduced contraceptive efficacy during and for 28 days after fosaprepitant.',
    onset: 'delayed',
    action: 'monitor',
    management:
      'Use an effective alternative or backup non-hormonal method during treatment and for 1 month after the last dose.',
    sources: [label('Emend (fosaprepitant) for injection', S.interactions)],
  }),
  ...(['ethinyl-estradiol', 'estradiol', 'conjugated-estrogens'] as const).map((estrogen) =>
    ix({
      id: `${estrogen}-thalidomide-analogues`,
      a: d(estrogen),
      b: g('thalidomide-analogues'),
      severity: 'moderate',
      evidence: 'established',
      type: 'pharmacodynamic',
      mechanism:
        'Estrogens are prothrombotic; thalidomide analogues (with dexamethasone) cause venous and arterial thrombosis.',
      effect: 'Venous thromboembolism, myocardial infarction and stroke.',
      action: 'monitor',
      management:
        'Use estrogen-containing products with caution: make sure thromboprophylaxis matches the higher risk, and prefer a progestin-only or non-hormonal contraceptive where the REMS allows.',
      riskFactors: ['Previous thrombosis', 'Immobility', 'Erythropoiesis-stimulating agents'],
      sources: [
        label('Revlimid (lenalidomide)', S.warnings),
        label('Thalomid (thalidomide)', S.warnings),
      ],
    }),
  ),
  ...(['anastrozole', 'exemestane'] as const).flatMap((ai) =>
    (['ethinyl-estradiol', 'estradiol', 'conjugated-estrogens'] as const).map((estrogen) =>
      ix({
        id: `${ai}-${estrogen}`,
        a: d(ai),
        b: d(estrogen),
        severity: 'major',
        evidence: 'established',
        type: 'pharmacodynamic',
        mechanism: `Exogenous estrogen reverses the estrogen deprivation that ${ai} produces.`,
        effect: 'Loss of aromatase-inhibitor efficacy in hormone-receptor-positive breast cancer.',
        onset: 'delayed',
        action: 'avoid',
        management:
          'Do not combine: treat vasomotor symptoms with non-hormonal options, and vaginal symptoms with non-hormonal moisturisers first (discuss low-dose vaginal estrogen with the oncologist).',
        sources: [
          label(
            ai === 'anastrozole' ? 'Arimidex (anastrozole)' : 'Aromasin (exemestane)',
            S.interactions,
          ),
        ],
      }),
    ),
  ),
  ix({
    id: 'drospirenone-strong-cyp3a4-inhibitors',
    a: d('drospirenone'),
    b: g('strong-cyp3a4-inhibitors'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Strong CYP3A4 inhibition raised drospirenone exposure 2.7-fold (ketoconazole).',
    effect: 'Hyperkalaemia.',
    action: 'monitor',
    management:
      'Check serum potassium during the strong CYP3A4 inhibitor, especially with other potassium-raising drugs.',
    sources: [label('Slynd (drospirenone)', S.interactions), label(COC, S.pk)],
  }),
  ...(['ethinyl-estradiol', 'levonorgestrel'] as const).map((hormone) =>
    ix({
      id: `mycophenolic-acid-${hormone}`,
      a: d('mycophenolic-acid'),
      b: d(hormone),
      severity: 'moderate',
      evidence: 'established',
      type: 'pharmacokinetic',
      mechanism:
        'Mycophenolate lowered levonorgestrel exposure in a study; oral contraceptive efficacy may fall.',
      effect: 'Contraceptive failure during an embryotoxic drug.',
      onset: 'delayed',
      action: 'monitor',
      management:
        'Use an additional non-hormonal method of contraception with mycophenolate, as its REMS requires.',
      sources: [
        label('CellCept (mycophenolate mofetil)', S.interactions),
        label('CellCept (mycophenolate mofetil)', S.warnings),
      ],
    }),
  ),
];

// ------------------------------------------------------------------------------- respiratory

const THEOPHYLLINE = 'Theophylline extended-release tablets';
const THEO_RISK = [
  'Serum theophylline above 15 mcg/mL',
  'Heart failure or liver disease',
  'Older age',
];

const theophyllineRaised = (
  partner: string,
  mechanism: string,
  management: string,
  severity: 'major' | 'moderate',
  sources: Source[],
): CuratedInteractionInput =>
  ix({
    id: `theophylline-${partner}`,
    a: d('theophylline'),
    b: d(partner),
    severity,
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism,
    effect:
      'Theophylline toxicity: nausea, tachyarrhythmias and seizures, which can occur without warning symptoms.',
    onset: 'delayed',
    action: severity === 'major' ? 'avoid' : 'adjust-dose',
    management,
    riskFactors: THEO_RISK,
    sources: [...sources, label(THEOPHYLLINE, S.interactions)],
  });

const respiratoryRecords: CuratedInteractionInput[] = [
  ix({
    id: 'salmeterol-strong-cyp3a4-inhibitors',
    a: d('salmeterol'),
    b: g('strong-cyp3a4-inhibitors'),
    severity: 'major',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Strong CYP3A4 inhibition raised salmeterol exposure about 16-fold (ketoconazole).',
    effect: 'QTc prolongation, palpitations and sinus tachycardia.',
    onset: 'rapid',
    action: 'substitute',
    management:
      'Not recommended: use a long-acting bronchodilator not cleared by CYP3A4 (formoterol, or a long-acting antimuscarinic) during the strong CYP3A4 inhibitor.',
    sources: [
      label('Serevent Diskus (salmeterol xinafoate)', S.interactions),
      label('Serevent Diskus (salmeterol xinafoate)', S.warnings),
    ],
  }),
  ix({
    id: 'fluticasone-strong-cyp3a4-inhibitors',
    a: d('fluticasone'),
    b: g('strong-cyp3a4-inhibitors'),
    severity: 'major',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism:
      'Strong CYP3A4 inhibition raises systemic fluticasone many-fold (ritonavir about 350-fold), suppressing cortisol.',
    effect:
      'Cushing syndrome and adrenal suppression, with adrenal crisis when the inhibitor or steroid stops.',
    onset: 'delayed',
    action: 'substitute',
    management:
      'Not recommended: switch to beclomethasone (little CYP3A4 dependence) during prolonged strong CYP3A4 inhibition (posaconazole or voriconazole prophylaxis, ritonavir, idelalisib); watch for cushingoid features.',
    sources: [
      label('Flovent HFA (fluticasone propionate)', S.interactions),
      label('Flovent HFA (fluticasone propionate)', S.warnings),
    ],
  }),
  ix({
    id: 'budesonide-strong-cyp3a4-inhibitors',
    a: d('budesonide'),
    b: g('strong-cyp3a4-inhibitors'),
    severity: 'major',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism:
      'Strong CYP3A4 inhibition abolishes budesonide first-pass metabolism (oral exposure up about 8-fold with ketoconazole).',
    effect:
      'Systemic corticosteroid effects: Cushing syndrome, adrenal suppression, hyperglycaemia.',
    onset: 'delayed',
    action: 'avoid',
    management:
      'Avoid oral budesonide with strong CYP3A4 inhibitors; for inhaled budesonide, monitor for systemic steroid effects or switch to beclomethasone.',
    sources: [
      label('Entocort EC (budesonide) capsules', S.interactions),
      label('Pulmicort Flexhaler (budesonide)', S.interactions),
    ],
  }),
  ix({
    id: 'mometasone-strong-cyp3a4-inhibitors',
    a: d('mometasone'),
    b: g('strong-cyp3a4-inhibitors'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Strong CYP3A4 inhibition raises systemic mometasone and lowers cortisol.',
    effect: 'Systemic corticosteroid effects.',
    onset: 'delayed',
    action: 'monitor',
    management:
      'Use caution and watch for systemic corticosteroid effects during strong CYP3A4 inhibitors.',
    sources: [label('Asmanex HFA (mometasone furoate)', S.interactions)],
  }),
  theophyllineRaised(
    'ciprofloxacin',
    'Ciprofloxacin strongly inhibits CYP1A2, raising theophylline levels.',
    'Avoid; if unavoidable, check theophylline levels within 2-3 days and reduce the dose (serious and fatal reactions have occurred).',
    'major',
    [label('Cipro (ciprofloxacin)', S.warnings), label('Cipro (ciprofloxacin)', S.interactions)],
  ),
  theophyllineRaised(
    'vemurafenib',
    'Vemurafenib is a moderate CYP1A2 inhibitor (tizanidine exposure up 4.7-fold).',
    'Not recommended with narrow-therapeutic-index CYP1A2 substrates: use another bronchodilator, or reduce the theophylline dose and follow levels.',
    'major',
    [label('Zelboraf (vemurafenib)', S.interactions)],
  ),
  theophyllineRaised(
    'capmatinib',
    'Capmatinib is a moderate CYP1A2 inhibitor.',
    'If combined, reduce the theophylline dose and follow serum levels.',
    'moderate',
    [label('Tabrecta (capmatinib)', S.interactions)],
  ),
  theophyllineRaised(
    'rucaparib',
    'Rucaparib is a moderate CYP1A2 inhibitor.',
    'If combined, reduce the theophylline dose and follow serum levels.',
    'moderate',
    [label('Rubraca (rucaparib)', S.interactions)],
  ),
  theophyllineRaised(
    'cimetidine',
    'Cimetidine inhibits theophylline metabolism (levels up about 70%).',
    'Use famotidine instead; if cimetidine is needed, reduce the theophylline dose and follow levels.',
    'moderate',
    [label('Cimetidine tablets (Tagamet)', S.oldInteractions)],
  ),
  theophyllineRaised(
    'methotrexate',
    'Methotrexate lowers theophylline clearance.',
    'Check theophylline levels when methotrexate is started or its dose changes.',
    'moderate',
    [label('Methotrexate injection', S.interactions)],
  ),
  theophyllineRaised(
    'erythromycin',
    'Erythromycin inhibits theophylline metabolism (levels up about 35%), and theophylline lowers erythromycin levels.',
    'Reduce the theophylline dose and follow levels, or use azithromycin.',
    'moderate',
    [label('Ery-Tab (erythromycin delayed-release)', S.oldInteractions)],
  ),
  theophyllineRaised(
    'clarithromycin',
    'Clarithromycin inhibits theophylline metabolism (levels up about 20%).',
    'Follow theophylline levels during clarithromycin.',
    'moderate',
    [label('Biaxin (clarithromycin)', S.interactions)],
  ),
  ...(['rifampin', 'phenytoin'] as const).map((inducer) =>
    ix({
      id: `theophylline-${inducer}`,
      a: d('theophylline'),
      b: d(inducer),
      severity: 'moderate',
      evidence: 'established',
      type: 'pharmacokinetic',
      mechanism: `${inducer === 'rifampin' ? 'Rifampin' : 'Phenytoin'} induces CYP1A2 and CYP3A4, lowering theophylline levels${inducer === 'phenytoin' ? '; theophylline lowers phenytoin levels too' : ''}.`,
      effect: 'Loss of bronchodilator control; toxicity when the inducer stops.',
      onset: 'delayed',
      action: 'adjust-dose',
      management: `Follow theophylline levels${inducer === 'phenytoin' ? ' and phenytoin levels' : ''} during and for 2 weeks after the ${inducer} course and adjust the dose.`,
      sources: [label(THEOPHYLLINE, S.interactions)],
    }),
  ),
  ix({
    id: 'theophylline-propranolol',
    a: d('theophylline'),
    b: d('propranolol'),
    severity: 'moderate',
    evidence: 'established',
    type: 'mixed',
    mechanism:
      'Propranolol lowers theophylline clearance and its non-selective beta-blockade opposes bronchodilation.',
    effect: 'Bronchospasm and theophylline toxicity.',
    action: 'substitute',
    management:
      'Prefer a beta-1-selective blocker (metoprolol, bisoprolol) in patients needing theophylline; follow theophylline levels.',
    sources: [
      label(THEOPHYLLINE, S.interactions),
      label('Inderal LA (propranolol hydrochloride)', S.interactions),
    ],
  }),
  ...(
    [
      ['fluticasone', 'Flovent HFA (fluticasone propionate)'],
      ['salmeterol', 'Serevent Diskus (salmeterol xinafoate)'],
    ] as const
  ).map(([inhaled, product]) =>
    ix({
      id: `${inhaled}-strong-cyp3a4-inducers`,
      a: d(inhaled),
      b: g('strong-cyp3a4-inducers'),
      severity: 'minor',
      evidence: 'theoretical',
      type: 'pharmacokinetic',
      mechanism: `CYP3A4 induction speeds clearance of the small absorbed fraction of ${inhaled}; the drug acts locally in the airway, so lung effect depends little on systemic exposure.`,
      effect: 'Lower systemic exposure; little expected change in airway effect.',
      onset: 'delayed',
      action: 'monitor',
      management: `No dose change is routinely needed; review asthma or COPD control if symptoms worsen during the inducer.`,
      sources: [label(product, S.pk)],
    }),
  ),
  ix({
    id: 'budesonide-strong-cyp3a4-inducers',
    a: d('budesonide'),
    b: g('strong-cyp3a4-inducers'),
    severity: 'moderate',
    evidence: 'probable',
    type: 'pharmacokinetic',
    mechanism:
      'CYP3A4 induction speeds budesonide metabolism; oral gut-targeted budesonide depends on local exposure along the bowel.',
    effect:
      'Possible loss of effect of oral budesonide (Crohn disease, microscopic or immune-related colitis).',
    onset: 'delayed',
    action: 'monitor',
    management:
      'Monitor disease control with oral budesonide during strong inducers (rifampin, carbamazepine, phenytoin, enzalutamide, apalutamide); consider a systemic corticosteroid if control is lost.',
    sources: [label('Entocort EC (budesonide) capsules', S.interactions)],
  }),
  ix({
    id: 'nebivolol-strong-cyp2d6-inhibitors',
    a: d('nebivolol'),
    b: g('strong-cyp2d6-inhibitors'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism:
      'Strong CYP2D6 inhibition raises nebivolol exposure (as in poor metabolisers, whose d-nebivolol exposure is several-fold higher).',
    effect: 'Bradycardia and hypotension.',
    onset: 'delayed',
    action: 'monitor',
    management:
      'Monitor heart rate and blood pressure after starting paroxetine, fluoxetine, bupropion or dacomitinib; reduce the nebivolol dose if needed.',
    sources: [label('Bystolic (nebivolol)', S.interactions), label('Bystolic (nebivolol)', S.pk)],
  }),
  ...(['propranolol', 'nadolol', 'sotalol'] as const).map((bb) =>
    ix({
      id: `albuterol-${bb}`,
      a: d('albuterol'),
      b: d(bb),
      severity: 'moderate',
      evidence: 'established',
      type: 'pharmacodynamic',
      mechanism: `Non-selective beta-blockade by ${bb} blocks the bronchodilator effect of beta-2 agonists.`,
      effect: 'Loss of bronchodilator response and severe bronchospasm in asthma or COPD.',
      onset: 'rapid',
      action: 'substitute',
      management: `Avoid ${bb} in patients with asthma or bronchospastic COPD; if a beta-blocker is needed, use a cardioselective one (metoprolol, bisoprolol) with caution.`,
      sources: [label('Ventolin HFA (albuterol sulfate)', S.interactions)],
    }),
  ),
];

// ------------------------------------------------------------------------- GI and chelation

const TAGAMET = 'Cimetidine tablets (Tagamet)';
const CELLCEPT = 'CellCept (mycophenolate mofetil)';
const FQ_SEPARATION: Record<string, [string, string]> = {
  ciprofloxacin: [
    'Cipro (ciprofloxacin)',
    'Give ciprofloxacin at least 2 hours before or 6 hours after',
  ],
  levofloxacin: [
    'Levaquin (levofloxacin)',
    'Give levofloxacin at least 2 hours before or 2 hours after',
  ],
  moxifloxacin: [
    'Avelox (moxifloxacin hydrochloride)',
    'Give moxifloxacin at least 4 hours before or 8 hours after',
  ],
};

const fqChelation = (binder: string, binderName: string): CuratedInteractionInput[] =>
  Object.entries(FQ_SEPARATION).map(([fq, [product, timing]]) =>
    ix({
      id: `${fq}-${binder}`,
      a: d(fq),
      b: d(binder),
      severity: 'moderate',
      evidence: 'established',
      type: 'pharmacokinetic',
      mechanism: `${binderName} chelates ${fq} in the gut, lowering its absorption substantially.`,
      effect: `Subtherapeutic ${fq} levels and treatment failure, including in febrile neutropenia prophylaxis or treatment.`,
      onset: 'rapid',
      action: 'separate-administration',
      management: `${timing} ${binderName.toLowerCase()}.`,
      sources: [label(product, S.dosing), label(product, S.interactions)],
    }),
  );

const giRecords: CuratedInteractionInput[] = [
  ix({
    id: 'cimetidine-epirubicin',
    a: d('cimetidine'),
    b: d('epirubicin'),
    severity: 'major',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Cimetidine raised epirubicin exposure by about 50% (reduced clearance).',
    effect: 'More epirubicin myelosuppression, mucositis and cardiotoxicity.',
    onset: 'rapid',
    action: 'substitute',
    management:
      'Stop cimetidine during epirubicin treatment; use famotidine or a proton pump inhibitor if acid suppression is needed.',
    sources: [label('Ellence (epirubicin hydrochloride)', S.interactions)],
  }),
  ix({
    id: 'cimetidine-metformin',
    a: d('cimetidine'),
    b: d('metformin'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism:
      'Cimetidine inhibits OCT2/MATE renal secretion of metformin (exposure up about 50%).',
    effect: 'Higher metformin levels; lactic acidosis risk with renal impairment.',
    action: 'monitor',
    management: 'Prefer famotidine; if combined, monitor glucose and renal function.',
    sources: [label('Glucophage (metformin)', S.interactions)],
  }),
  ix({
    id: 'cimetidine-warfarin',
    a: d('cimetidine'),
    b: d('warfarin'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Cimetidine inhibits R-warfarin metabolism.',
    effect: 'Raised INR and bleeding.',
    onset: 'delayed',
    action: 'monitor',
    management:
      'Prefer famotidine; otherwise check INR within a week of starting or stopping cimetidine.',
    sources: [label(TAGAMET, S.oldInteractions)],
  }),
  ix({
    id: 'cimetidine-phenytoin',
    a: d('cimetidine'),
    b: d('phenytoin'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Cimetidine inhibits phenytoin metabolism.',
    effect: 'Phenytoin toxicity (ataxia, nystagmus).',
    onset: 'delayed',
    action: 'monitor',
    management:
      'Prefer famotidine; otherwise check phenytoin levels after starting or stopping cimetidine.',
    sources: [label(TAGAMET, S.oldInteractions)],
  }),
  ...fqChelation('sucralfate', 'Sucralfate'),
  ...fqChelation('aluminum-hydroxide', 'Aluminium hydroxide'),
  ...fqChelation('magnesium-hydroxide', 'Magnesium hydroxide'),
  ...fqChelation('magnesium-oxide', 'Magnesium oxide'),
  ...fqChelation('ferrous-sulfate', 'Ferrous sulfate'),
  ...(['aluminum-hydroxide', 'magnesium-hydroxide', 'magnesium-oxide'] as const).map((antacid) =>
    ix({
      id: `mycophenolic-acid-${antacid}`,
      a: d('mycophenolic-acid'),
      b: d(antacid),
      severity: 'moderate',
      evidence: 'established',
      type: 'pharmacokinetic',
      mechanism:
        'Magnesium- and aluminium-containing antacids lower mycophenolic acid absorption (exposure down about a third).',
      effect: 'Lower immunosuppressive exposure (rejection or loss of disease control).',
      onset: 'rapid',
      action: 'separate-administration',
      management:
        'Do not give at the same time: the label sets no interval, so give them at different times of day (mycophenolate at least 2 hours before the antacid is a practical margin).',
      sources: [label(CELLCEPT, S.interactions)],
    }),
  ),
  ix({
    id: 'mycophenolic-acid-proton-pump-inhibitors',
    a: d('mycophenolic-acid'),
    b: g('proton-pump-inhibitors'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism:
      'Raised gastric pH impairs dissolution of mycophenolate mofetil (mycophenolic acid exposure down; the enteric-coated sodium salt is less affected).',
    effect: 'Lower immunosuppressive exposure.',
    action: 'monitor',
    management:
      'Use with caution; consider mycophenolic acid levels or the enteric-coated sodium salt if a PPI is needed long term.',
    sources: [label(CELLCEPT, S.interactions)],
  }),
  ...(['acyclovir', 'valacyclovir'] as const).map((antiviral) =>
    ix({
      id: `mycophenolic-acid-${antiviral}`,
      a: d('mycophenolic-acid'),
      b: d(antiviral),
      severity: 'moderate',
      evidence: 'established',
      type: 'pharmacokinetic',
      mechanism: `Mycophenolic acid glucuronide and ${antiviral} compete for renal tubular secretion.`,
      effect: 'Higher levels of both, more in renal impairment.',
      action: 'monitor',
      management: `Monitor blood counts and renal function; adjust ${antiviral} for renal function.`,
      riskFactors: ['Renal impairment'],
      sources: [label(CELLCEPT, S.interactions)],
    }),
  ),
  ix({
    id: 'mycophenolic-acid-rifampin',
    a: d('mycophenolic-acid'),
    b: d('rifampin'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism:
      'Rifampin induces mycophenolic acid glucuronidation and interrupts enterohepatic recycling (exposure down about 70%).',
    effect: 'Loss of immunosuppression.',
    onset: 'delayed',
    action: 'monitor',
    management:
      'Avoid unless the benefit outweighs the risk; monitor mycophenolic acid exposure and clinical response.',
    sources: [label(CELLCEPT, S.interactions)],
  }),
  ix({
    id: 'naloxegol-strong-cyp3a4-inhibitors',
    a: d('naloxegol'),
    b: g('strong-cyp3a4-inhibitors'),
    severity: 'contraindicated',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Strong CYP3A4 inhibition raises naloxegol exposure about 13-fold (ketoconazole).',
    effect: 'Opioid withdrawal and abdominal pain.',
    onset: 'rapid',
    action: 'avoid',
    management:
      'Contraindicated: use methylnaltrexone or an osmotic or stimulant laxative during strong CYP3A4 inhibitors (azoles, clarithromycin, ritonavir, idelalisib).',
    sources: [label('Movantik (naloxegol)', S.contraindications)],
  }),
  ix({
    id: 'naloxegol-moderate-cyp3a4-inhibitors',
    a: d('naloxegol'),
    b: g('moderate-cyp3a4-inhibitors'),
    severity: 'major',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Moderate CYP3A4 inhibition raises naloxegol exposure about 3.4-fold (diltiazem).',
    effect: 'Opioid withdrawal and abdominal pain.',
    action: 'avoid',
    management:
      'Avoid; if unavoidable, reduce naloxegol to 12.5 mg once daily and monitor for withdrawal symptoms.',
    sources: [
      label('Movantik (naloxegol)', S.dosing),
      label('Movantik (naloxegol)', S.interactions),
    ],
  }),
  ix({
    id: 'naloxegol-strong-cyp3a4-inducers',
    a: d('naloxegol'),
    b: g('strong-cyp3a4-inducers'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Strong CYP3A4 induction lowers naloxegol exposure about 89% (rifampin).',
    effect: 'Loss of efficacy against opioid-induced constipation.',
    onset: 'delayed',
    action: 'substitute',
    management: 'Not recommended: use methylnaltrexone or a laxative regimen instead.',
    sources: [label('Movantik (naloxegol)', S.interactions)],
  }),
  ix({
    id: 'mesalamine-mercaptopurine',
    a: d('mesalamine'),
    b: d('mercaptopurine'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Aminosalicylates inhibit TPMT, raising thioguanine nucleotides.',
    effect: 'More myelosuppression.',
    onset: 'delayed',
    action: 'monitor',
    management:
      'Check complete blood counts more often (weekly for the first month) when mesalamine is combined with mercaptopurine.',
    sources: [label('Lialda (mesalamine delayed-release tablets)', S.interactions)],
  }),
  ix({
    id: 'probenecid-methotrexate',
    a: d('probenecid'),
    b: d('methotrexate'),
    severity: 'major',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Probenecid inhibits renal tubular secretion of methotrexate (OAT1/3).',
    effect:
      'Delayed methotrexate clearance with severe myelosuppression, mucositis and renal toxicity.',
    onset: 'rapid',
    action: 'avoid',
    management:
      'Stop probenecid before high-dose methotrexate; with low-dose methotrexate avoid it or reduce the dose and monitor blood counts and methotrexate levels.',
    riskFactors: ['High-dose methotrexate', 'Renal impairment'],
    sources: [
      label('Methotrexate injection', S.interactions),
      label('Probenecid tablets', S.oldInteractions),
    ],
  }),
  ix({
    id: 'probenecid-pralatrexate',
    a: d('probenecid'),
    b: d('pralatrexate'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Probenecid delays renal clearance of pralatrexate.',
    effect: 'More pralatrexate toxicity (mucositis, cytopenias).',
    action: 'monitor',
    management:
      'Avoid if possible; otherwise monitor closely for mucositis and cytopenias and follow the pralatrexate label for dose modification.',
    sources: [label('Folotyn (pralatrexate)', S.interactions)],
  }),
  ix({
    id: 'colchicine-strong-cyp3a4-inhibitors',
    a: d('colchicine'),
    b: g('strong-cyp3a4-inhibitors'),
    severity: 'major',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Strong CYP3A4 inhibition raises colchicine exposure several-fold (clarithromycin).',
    effect: 'Fatal colchicine toxicity: diarrhoea, myopathy, pancytopenia, multi-organ failure.',
    onset: 'rapid',
    action: 'adjust-dose',
    management:
      'Contraindicated in renal or hepatic impairment. Otherwise reduce per label: gout flare 0.6 mg once then 0.3 mg an hour later, not repeated within 3 days; prophylaxis 0.3 mg once daily (or every other day).',
    riskFactors: ['Renal impairment', 'Hepatic impairment', 'Older age'],
    sources: [
      label('Colcrys (colchicine tablets)', S.dosing),
      label('Colcrys (colchicine tablets)', S.contraindications),
    ],
  }),
  ix({
    id: 'colchicine-moderate-cyp3a4-inhibitors',
    a: d('colchicine'),
    b: g('moderate-cyp3a4-inhibitors'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism:
      'Moderate CYP3A4 inhibition raises colchicine exposure (diltiazem, verapamil, erythromycin, fluconazole, aprepitant).',
    effect: 'Colchicine toxicity.',
    action: 'adjust-dose',
    management:
      'Reduce per label: gout flare 1.2 mg once, not repeated within 3 days; prophylaxis 0.3 mg twice daily or 0.6 mg once daily.',
    riskFactors: ['Renal impairment', 'Hepatic impairment'],
    sources: [label('Colcrys (colchicine tablets)', S.dosing)],
  }),
  ix({
    id: 'colchicine-p-gp-inhibitors',
    a: d('colchicine'),
    b: g('p-gp-inhibitors'),
    severity: 'major',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'P-gp inhibition raises colchicine exposure (cyclosporine about 3-fold or more).',
    effect: 'Fatal colchicine toxicity.',
    onset: 'rapid',
    action: 'adjust-dose',
    management:
      'Contraindicated in renal or hepatic impairment. Otherwise reduce per label: gout flare 0.6 mg once, not repeated within 3 days; prophylaxis 0.3 mg once daily (or every other day).',
    riskFactors: ['Renal impairment', 'Hepatic impairment'],
    sources: [
      label('Colcrys (colchicine tablets)', S.dosing),
      label('Colcrys (colchicine tablets)', S.contraindications),
    ],
  }),
  ix({
    id: 'folic-acid-phenytoin',
    a: d('folic-acid'),
    b: d('phenytoin'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Folic acid raises phenytoin metabolism.',
    effect: 'Lower phenytoin levels and seizures.',
    onset: 'delayed',
    action: 'monitor',
    management: 'Check phenytoin levels after starting or stopping folic acid.',
    sources: [label('Folic acid tablets 1 mg', S.oldInteractions)],
  }),
  ix({
    id: 'phytonadione-warfarin',
    a: d('phytonadione'),
    b: d('warfarin'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacodynamic',
    mechanism: 'Vitamin K restores synthesis of the clotting factors warfarin depletes.',
    effect:
      'INR falls within 24 hours (intended in reversal); large doses cause warfarin resistance for days.',
    onset: 'rapid',
    action: 'monitor',
    management:
      'Use the lowest effective vitamin K dose when anticoagulation will resume; recheck INR daily and bridge if needed.',
    sources: [label('Phytonadione injectable emulsion', S.interactions)],
  }),
];

// ----------------------------------------- aluminium and magnesium antacids with kinase inhibitors

/**
 * The same separation each label gives for antacids (the calcium carbonate records in
 * acid-suppression.ts), applied to aluminium- and magnesium-containing antacids: the label
 * statements are about antacids as a class.
 */
const ANTACID_SEPARATION: Record<string, [product: string, section: string, timing: string]> = {
  dasatinib: [
    'Sprycel (dasatinib)',
    S.interactions,
    'Give the antacid at least 2 hours before or 2 hours after dasatinib.',
  ],
  nilotinib: [
    'Tasigna (nilotinib)',
    S.dosing,
    'Give the antacid about 2 hours before or 2 hours after nilotinib.',
  ],
  bosutinib: [
    'Bosulif (bosutinib)',
    S.interactions,
    'Separate the antacid from bosutinib by more than 2 hours.',
  ],
  erlotinib: [
    'Tarceva (erlotinib)',
    S.dosing,
    'Separate the antacid and erlotinib by several hours.',
  ],
  gefitinib: [
    'Iressa (gefitinib)',
    S.dosing,
    'Take gefitinib 6 hours before or 6 hours after the antacid.',
  ],
  neratinib: [
    'Nerlynx (neratinib)',
    S.dosing,
    'Take neratinib at least 3 hours after the antacid.',
  ],
  pazopanib: [
    'Votrient (pazopanib)',
    S.interactions,
    'Separate the antacid and pazopanib by several hours.',
  ],
  sotorasib: [
    'Lumakras (sotorasib)',
    S.interactions,
    'Take sotorasib 4 hours before or 10 hours after a locally acting antacid.',
  ],
  itraconazole: [
    'Sporanox (itraconazole) capsules',
    S.interactions,
    'Give the antacid at least 1 hour before or 2 hours after itraconazole capsules.',
  ],
};

const antacidRecords: CuratedInteractionInput[] = Object.entries(ANTACID_SEPARATION).flatMap(
  ([victim, [product, section, timing]]) =>
    (['aluminum-hydroxide', 'magnesium-hydroxide', 'magnesium-oxide'] as const).map((antacid) =>
      ix({
        id: `${victim}-${antacid}`,
        a: d(victim),
        b: d(antacid),
        severity: 'moderate',
        evidence: 'probable',
        type: 'pharmacokinetic',
        mechanism: `The antacid raises gastric pH for a few hours; ${victim} dissolves poorly at higher pH.`,
        effect: `Lower ${victim} absorption and exposure, with risk of loss of efficacy.`,
        onset: 'rapid',
        action: 'separate-administration',
        management: timing,
        sources: [label(product, section)],
      }),
    ),
);

// ---------------------------------------------------------------------------------- sirolimus

const RAPAMUNE = 'Rapamune (sirolimus)';

const sirolimusRecords: CuratedInteractionInput[] = [
  ix({
    id: 'sirolimus-strong-cyp3a4-inhibitors',
    a: d('sirolimus'),
    b: g('strong-cyp3a4-inhibitors'),
    severity: 'major',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism:
      'Strong CYP3A4 and P-gp inhibition raises sirolimus exposure about 11-fold (ketoconazole).',
    effect: 'Sirolimus toxicity: myelosuppression, pneumonitis, mucositis, infection.',
    onset: 'rapid',
    action: 'avoid',
    management:
      'Avoid; if unavoidable, cut the sirolimus dose substantially and follow whole-blood trough levels every few days until stable.',
    sources: [label(RAPAMUNE, S.interactions)],
  }),
  ix({
    id: 'sirolimus-voriconazole',
    a: d('sirolimus'),
    b: d('voriconazole'),
    severity: 'contraindicated',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Voriconazole raised sirolimus exposure about 11-fold.',
    effect: 'Sirolimus toxicity.',
    onset: 'rapid',
    action: 'avoid',
    management:
      'Contraindicated: choose another antifungal (for example an echinocandin or liposomal amphotericin B) while on sirolimus.',
    sources: [label('Vfend (voriconazole)', S.contraindications)],
  }),
  ix({
    id: 'sirolimus-posaconazole',
    a: d('sirolimus'),
    b: d('posaconazole'),
    severity: 'contraindicated',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Posaconazole raised sirolimus exposure about 9-fold.',
    effect: 'Sirolimus toxicity.',
    onset: 'rapid',
    action: 'avoid',
    management:
      'Contraindicated: choose another antifungal prophylaxis (for example an echinocandin) while on sirolimus.',
    sources: [label('Noxafil (posaconazole)', S.contraindications)],
  }),
  ix({
    id: 'sirolimus-strong-cyp3a4-inducers',
    a: d('sirolimus'),
    b: g('strong-cyp3a4-inducers'),
    severity: 'major',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism: 'Strong CYP3A4 and P-gp induction lowers sirolimus exposure about 80% (rifampin).',
    effect: 'Loss of immunosuppression (rejection, graft-versus-host disease).',
    onset: 'delayed',
    action: 'avoid',
    management:
      'Avoid; if unavoidable, raise the sirolimus dose guided by trough levels during and for 2 weeks after the inducer.',
    sources: [label(RAPAMUNE, S.interactions)],
  }),
  ix({
    id: 'sirolimus-moderate-cyp3a4-inhibitors',
    a: d('sirolimus'),
    b: g('moderate-cyp3a4-inhibitors'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism:
      'Moderate CYP3A4 and P-gp inhibition raises sirolimus exposure (diltiazem about 1.6-fold, verapamil about 2.2-fold, erythromycin about 4-fold).',
    effect: 'Sirolimus toxicity.',
    onset: 'delayed',
    action: 'monitor',
    management:
      'Follow sirolimus trough levels within a week of starting or stopping the inhibitor and adjust the dose.',
    sources: [label(RAPAMUNE, S.interactions)],
  }),
  ix({
    id: 'sirolimus-cyclosporine',
    a: d('sirolimus'),
    b: d('cyclosporine'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacokinetic',
    mechanism:
      'Cyclosporine taken at the same time raises sirolimus exposure (CYP3A4 and P-gp); long-term co-use adds renal toxicity.',
    effect: 'Higher, more variable sirolimus levels; renal dysfunction.',
    action: 'separate-administration',
    management:
      'Take sirolimus 4 hours after cyclosporine every day and follow trough levels of both.',
    sources: [label(RAPAMUNE, S.dosing), label(RAPAMUNE, S.interactions)],
  }),
  ix({
    id: 'sirolimus-tacrolimus',
    a: d('sirolimus'),
    b: d('tacrolimus'),
    severity: 'moderate',
    evidence: 'established',
    type: 'pharmacodynamic',
    mechanism: 'Combined mTOR and calcineurin inhibition (GVHD prophylaxis, transplantation).',
    effect:
      'Thrombotic microangiopathy (haemolytic uraemic syndrome, thrombotic thrombocytopenic purpura) and renal impairment.',
    onset: 'delayed',
    action: 'monitor',
    management:
      'Monitor blood counts, LDH, haptoglobin, blood smear and creatinine, and keep both drugs at target trough levels.',
    sources: [label(RAPAMUNE, S.warnings)],
  }),
];

export const comedCardiometabolicInteractions: CuratedInteractionInput[] = [
  ...antiarrhythmicRecords,
  ...lipidRecords,
  ...aceMtorRecords,
  ...potassiumRecords,
  ...antithromboticRecords,
  ...pde5Records,
  ...urologyRecords,
  ...glucoseRecords,
  ...thyroidBoneRecords,
  ...bisphosphonateRecords,
  ...contraceptiveRecords,
  ...respiratoryRecords,
  ...giRecords,
  ...antacidRecords,
  ...sirolimusRecords,
];
