import type { DrugGroup } from '../../core/knowledge/interaction';
import { CPIC_TAMOXIFEN, FDA_DDI_TABLE, S, label } from './sources';

/**
 * Named drug groups used by class rules. Members are roster drug ids, listed explicitly so that a
 * reviewer can see exactly what each rule covers. A drug belongs to a perpetrator group only when
 * its own drug record carries the matching pathway role (checked by interactions.test.ts) and the
 * FDA DDI table or its label classifies it that way. Dose-dependent perpetrators (ribociclib:
 * moderate at 400 mg, strong at 600 mg) are left out and handled by drug-level records.
 */
export const drugGroups: DrugGroup[] = [
  {
    id: 'strong-cyp3a4-inhibitors',
    name: 'Strong CYP3A4 inhibitors',
    description:
      'Raise the AUC of a sensitive CYP3A substrate at least 5-fold. Grapefruit juice is handled by food records, not this group, because its effect varies with the preparation.',
    members: [
      'clarithromycin',
      'itraconazole',
      'ketoconazole',
      'posaconazole',
      'voriconazole',
      'ritonavir',
      'idelalisib',
      'adagrasib',
      'ceritinib',
      'cobicistat',
      'tucatinib',
      // Added with the co-medication records (issue 12): comed-*.ts
      'atazanavir',
      'darunavir',
    ],
    sources: [
      FDA_DDI_TABLE,
      label('Zydelig (idelalisib)', S.interactions),
      label('Krazati (adagrasib)', S.interactions),
      label('Zykadia (ceritinib)', S.interactions),
      label('Tybost (cobicistat)', S.interactions),
      label('Tukysa (tucatinib)', S.interactions),
    ],
  },
  {
    id: 'moderate-cyp3a4-inhibitors',
    name: 'Moderate CYP3A4 inhibitors',
    description: 'Raise the AUC of a sensitive CYP3A substrate 2- to 5-fold.',
    members: [
      'aprepitant',
      'ciprofloxacin',
      'crizotinib',
      'cyclosporine',
      'diltiazem',
      'erythromycin',
      'fedratinib',
      'fluconazole',
      'imatinib',
      'verapamil',
      'netupitant',
      'nilotinib',
      'duvelisib',
      // Added with the co-medication records (issue 12): comed-*.ts
      'fluvoxamine',
      'isavuconazonium',
      'letermovir',
      'dronedarone',
    ],
    sources: [
      FDA_DDI_TABLE,
      label('Akynzeo (netupitant and palonosetron)', S.interactions),
      label('Tasigna (nilotinib)', S.pk),
      label('Copiktra (duvelisib)', S.interactions),
    ],
  },
  {
    id: 'strong-cyp3a4-inducers',
    name: 'Strong CYP3A4 inducers',
    description:
      "Lower the AUC of a sensitive CYP3A substrate by 80% or more. Phenobarbital is not one: FDA's table lists it among the moderate CYP3A inducers (issue 12).",
    members: [
      'apalutamide',
      'carbamazepine',
      'enzalutamide',
      'mitotane',
      'phenytoin',
      'rifampin',
      'st-johns-wort',
    ],
    sources: [
      FDA_DDI_TABLE,
      label('Xtandi (enzalutamide)', S.interactions),
      label('Erleada (apalutamide)', S.interactions),
    ],
  },
  {
    id: 'moderate-cyp3a4-inducers',
    name: 'Moderate CYP3A4 inducers',
    description:
      'Lower the AUC of a sensitive CYP3A substrate by 50-80%. Dexamethasone is left out of this group: its induction is modest and dose dependent, and a curated class alert on every antiemetic dose would bury the real ones. Its record still grades it a moderate CYP3A4 inducer, as its label does, so a drug whose own label says to avoid moderate CYP3A inducers (capmatinib, lemborexant, bedaquiline, ...) takes that tier with dexamethasone through the label class row.',
    members: [
      'dabrafenib',
      'lorlatinib',
      'phenobarbital',
      'rifabutin',
      'sotorasib',
      // Added with the co-medication records (issue 12): comed-*.ts
      'efavirenz',
      'nevirapine',
      'primidone',
    ],
    sources: [
      FDA_DDI_TABLE,
      label('Tafinlar (dabrafenib)', S.pk),
      label('Lumakras (sotorasib)', S.interactions),
      label('Mycobutin (rifabutin)', S.oldInteractions),
      label('Lorbrena (lorlatinib)', S.interactions),
    ],
  },
  {
    id: 'combined-p-gp-and-strong-cyp3a4-inhibitors',
    name: 'Combined P-gp and strong CYP3A4 inhibitors',
    description:
      'Inhibit both P-glycoprotein and CYP3A4 strongly; the class named by the apixaban, rivaroxaban and several kinase-inhibitor labels. Clarithromycin is left out because the apixaban label exempts it.',
    members: [
      'itraconazole',
      'ketoconazole',
      'ritonavir',
      'cobicistat',
      // Added with the co-medication records (issue 12): comed-*.ts
      'darunavir',
    ],
    sources: [
      label('Eliquis (apixaban)', S.interactions),
      label('Xarelto (rivaroxaban)', S.interactions),
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'combined-p-gp-and-strong-cyp3a4-inducers',
    name: 'Combined P-gp and strong CYP3A4 inducers',
    description:
      'Induce both P-glycoprotein and CYP3A4; the examples named by the DOAC and afatinib labels.',
    members: ['rifampin', 'carbamazepine', 'phenytoin', 'st-johns-wort'],
    sources: [
      label('Eliquis (apixaban)', S.interactions),
      label('Gilotrif (afatinib)', S.interactions),
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'p-gp-inhibitors',
    name: 'P-glycoprotein inhibitors',
    description:
      'Clinically relevant inhibitors of intestinal and renal P-gp efflux; raise exposure to P-gp substrates such as digoxin, dabigatran and afatinib.',
    members: [
      'amiodarone',
      'clarithromycin',
      'cobicistat',
      'cyclosporine',
      'itraconazole',
      'erythromycin',
      'ketoconazole',
      'lapatinib',
      'ritonavir',
      'verapamil',
      // Added with the co-medication records (issue 12): comed-*.ts
      'darunavir',
      'dronedarone',
      'propafenone',
      'ranolazine',
    ],
    sources: [
      FDA_DDI_TABLE,
      label('Lanoxin (digoxin)', S.interactions),
      label('Pradaxa (dabigatran etexilate)', S.interactions),
      label('Tykerb (lapatinib)', S.interactions),
    ],
  },
  {
    id: 'strong-cyp2d6-inhibitors',
    name: 'Strong CYP2D6 inhibitors',
    description:
      'Raise the AUC of a sensitive CYP2D6 substrate at least 5-fold; convert a normal metabolizer to a poor-metabolizer phenotype (phenoconversion).',
    members: [
      'bupropion',
      'fluoxetine',
      'paroxetine',
      'dacomitinib',
      // Added with the co-medication records (issue 12): comed-*.ts
      'terbinafine',
    ],
    sources: [FDA_DDI_TABLE, label('Vizimpro (dacomitinib)', S.interactions), CPIC_TAMOXIFEN],
  },
  {
    id: 'moderate-cyp2d6-inhibitors',
    name: 'Moderate CYP2D6 inhibitors',
    description: 'Raise the AUC of a sensitive CYP2D6 substrate 2- to 5-fold.',
    members: ['duloxetine', 'abiraterone', 'rolapitant', 'mirabegron'],
    sources: [
      FDA_DDI_TABLE,
      label('Zytiga (abiraterone acetate)', S.interactions),
      label('Varubi (rolapitant)', S.interactions),
    ],
  },
  {
    id: 'moderate-or-strong-cyp2c19-inhibitors',
    name: 'Moderate or strong CYP2C19 inhibitors',
    description:
      'Reduce CYP2C19 activity enough to change exposure to CYP2C19 substrates (citalopram) or prodrug activation (clopidogrel). Omeprazole and esomeprazole carry their own clopidogrel records because their drug records grade them weak.',
    members: [
      'fluconazole',
      'fluoxetine',
      'voriconazole',
      // Added with the co-medication records (issue 12): comed-*.ts
      'fluvoxamine',
    ],
    sources: [FDA_DDI_TABLE, label('Plavix (clopidogrel)', S.interactions)],
  },
  {
    id: 'proton-pump-inhibitors',
    name: 'Proton pump inhibitors',
    description:
      'Raise gastric pH for most of the day; separating doses does not restore absorption of pH-dependent drugs.',
    // The labels speak of PPIs as a class, so every PPI with a record is a member (dexlansoprazole
    // added in issue 25: it had come out moderate where omeprazole was major).
    members: [
      'omeprazole',
      'esomeprazole',
      'lansoprazole',
      'pantoprazole',
      'rabeprazole',
      'dexlansoprazole',
    ],
    sources: [
      label('Sprycel (dasatinib)', S.interactions),
      label('Tarceva (erlotinib)', S.interactions),
    ],
  },
  {
    id: 'h2-receptor-antagonists',
    name: 'H2-receptor antagonists',
    description:
      'Raise gastric pH for hours after a dose; the labels of pH-dependent drugs speak of them as a class (avoid, or take at set hours apart).',
    members: ['famotidine', 'nizatidine', 'cimetidine'],
    sources: [
      label('Sprycel (dasatinib)', S.interactions),
      label('Tarceva (erlotinib)', S.interactions),
      label('Tasigna (nilotinib)', S.interactions),
    ],
  },
  {
    id: 'acid-reducing-agents',
    name: 'Gastric acid-reducing agents',
    description:
      'Proton pump inhibitors, H2-receptor antagonists and antacids: any agent that raises gastric pH.',
    members: [
      'omeprazole',
      'esomeprazole',
      'lansoprazole',
      'pantoprazole',
      'rabeprazole',
      'dexlansoprazole',
      'famotidine',
      'nizatidine',
      'calcium-carbonate',
      'cimetidine',
      'aluminum-hydroxide',
      'magnesium-hydroxide',
      'magnesium-oxide',
      'sodium-bicarbonate',
    ],
    sources: [
      label('Votrient (pazopanib)', S.interactions),
      label('Lumakras (sotorasib)', S.interactions),
    ],
  },
  {
    id: 'anticoagulants',
    name: 'Anticoagulants',
    description: 'Vitamin K antagonists, direct oral anticoagulants and heparins.',
    members: [
      'warfarin',
      'apixaban',
      'rivaroxaban',
      'dabigatran',
      'edoxaban',
      'enoxaparin',
      'heparin',
      'dalteparin',
    ],
    sources: [
      label('Imbruvica (ibrutinib)', S.warnings),
      label('Eliquis (apixaban)', S.interactions),
    ],
  },
  {
    id: 'antiplatelets',
    name: 'Antiplatelet agents',
    description: 'Aspirin and P2Y12 inhibitors.',
    members: ['aspirin', 'clopidogrel', 'prasugrel', 'ticagrelor'],
    sources: [
      label('Imbruvica (ibrutinib)', S.warnings),
      label('Eliquis (apixaban)', S.interactions),
    ],
  },
  {
    id: 'nsaids-and-salicylates',
    name: 'NSAIDs and salicylates',
    description:
      'Inhibit renal prostaglandin synthesis (reducing renal clearance of methotrexate and pemetrexed) and platelet function.',
    members: [
      'aspirin',
      'celecoxib',
      // Added with the co-medication records (issue 12): comed-*.ts
      'ibuprofen',
      'naproxen',
      'diclofenac',
      'ketorolac',
      'meloxicam',
      'indomethacin',
      'nabumetone',
      'etodolac',
      // Issue 25: records added later carried the nsaid/salicylate tag but were never listed here,
      // so warfarin + piroxicam came out moderate and methotrexate + meclofenamate not at all. The
      // methotrexate and pemetrexed labels speak of NSAIDs as a class: every tagged record belongs.
      // group-class-coverage.test.ts keeps the list in step with the tags.
      'piroxicam',
      'flurbiprofen',
      'sulindac',
      'oxaprozin',
      'diflunisal',
      'ketoprofen',
      'mefenamic-acid',
      'tolmetin',
      'fenoprofen',
      'meclofenamate',
      'salsalate',
    ],
    sources: [
      label('Methotrexate injection', S.interactions),
      label('Alimta (pemetrexed)', S.interactions),
    ],
  },
  {
    id: 'ssris-and-snris',
    name: 'SSRIs and SNRIs',
    description:
      'Serotonin reuptake inhibitors: serotonergic, and they deplete platelet serotonin, which adds to bleeding risk.',
    members: [
      'citalopram',
      'escitalopram',
      'fluoxetine',
      'paroxetine',
      'sertraline',
      'duloxetine',
      'venlafaxine',
      // Added with the co-medication records (issue 12): comed-*.ts
      'fluvoxamine',
      'desvenlafaxine',
      // Issue 25: tagged ssri/snri records that had been left out; their labels carry the same
      // serotonin-syndrome and bleeding warnings.
      'vilazodone',
      'milnacipran',
      'levomilnacipran',
    ],
    sources: [
      label('Celexa (citalopram)', S.warnings),
      label('Cymbalta (duloxetine)', S.warnings),
      label('Paxil (paroxetine)', S.warnings),
    ],
  },
  {
    id: 'serotonergic-agents',
    name: 'Serotonergic agents',
    description:
      'Drugs that raise synaptic serotonin and carry a labeled serotonin-syndrome warning when combined.',
    members: [
      'citalopram',
      'escitalopram',
      'fluoxetine',
      'paroxetine',
      'sertraline',
      'duloxetine',
      'venlafaxine',
      'mirtazapine',
      'tramadol',
      'fentanyl',
      'methadone',
      // Added with the co-medication records (issue 12): comed-*.ts
      'fluvoxamine',
      'desvenlafaxine',
      'vortioxetine',
      'trazodone',
      'amitriptyline',
      'tapentadol',
      'sumatriptan',
      'rizatriptan',
      'cyclobenzaprine',
      'lithium',
      'amphetamine',
    ],
    sources: [
      label('Zyvox (linezolid)', S.warnings),
      label('Duragesic (fentanyl transdermal)', S.interactions),
      label('Ultram (tramadol)', S.warnings),
    ],
  },
  {
    id: '5-ht3-receptor-antagonists',
    name: '5-HT3 receptor antagonists',
    description:
      'Antiemetic setrons; labels carry a serotonin-syndrome warning with serotonergic drugs.',
    // Dolasetron added in issue 25 (tagged, never listed). Alosetron is deliberately not a member:
    // see group-class-coverage.ts.
    members: ['ondansetron', 'granisetron', 'palonosetron', 'tropisetron', 'dolasetron'],
    sources: [label('Zofran (ondansetron)', S.warnings), label('Aloxi (palonosetron)', S.warnings)],
  },
  {
    id: 'qt-prolonging-known-risk',
    name: 'QT-prolonging drugs with known torsades risk (non-oncology)',
    description:
      'Commonly co-prescribed non-antineoplastic drugs whose labels warn of QT prolongation or torsades de pointes. Antineoplastics that prolong QT are handled by their own records so that each pair is alerted once.',
    members: [
      'amiodarone',
      'azithromycin',
      'citalopram',
      'ciprofloxacin',
      'clarithromycin',
      'erythromycin',
      'escitalopram',
      'fluconazole',
      'haloperidol',
      'levofloxacin',
      'methadone',
      'moxifloxacin',
      'ondansetron',
      // Added with the co-medication records (issue 12): comed-*.ts
      'chlorpromazine',
      'pimozide',
      'pentamidine',
      'foscarnet',
      'hydroxychloroquine',
      'sotalol',
      'dofetilide',
      'dronedarone',
      'flecainide',
    ],
    sources: [
      label('Celexa (citalopram)', S.warnings),
      label('Zofran (ondansetron)', S.warnings),
      label('Dolophine (methadone)', S.boxed),
      label('Avelox (moxifloxacin)', S.warnings),
      label('Zithromax (azithromycin)', S.warnings),
      label('Nexterone (amiodarone)', S.warnings),
    ],
  },
  {
    id: 'btk-inhibitors',
    name: 'BTK inhibitors',
    description: 'Bruton tyrosine kinase inhibitors; all carry a labeled hemorrhage warning.',
    members: ['ibrutinib', 'acalabrutinib', 'zanubrutinib', 'pirtobrutinib'],
    sources: [
      label('Imbruvica (ibrutinib)', S.warnings),
      label('Calquence (acalabrutinib)', S.warnings),
      label('Brukinsa (zanubrutinib)', S.warnings),
      label('Jaypirca (pirtobrutinib)', S.warnings),
    ],
  },
  {
    id: 'bradycardia-causing-agents',
    name: 'Heart-rate-lowering drugs',
    description: 'Drugs that slow sinus rate or AV conduction.',
    members: [
      'amiodarone',
      'digoxin',
      'diltiazem',
      'verapamil',
      // Added with the co-medication records (issue 12): comed-*.ts
      'donepezil',
      'lacosamide',
      'clozapine',
      'atazanavir',
      'metoprolol',
      'atenolol',
      'carvedilol',
      'propranolol',
      'bisoprolol',
      'nebivolol',
      'labetalol',
      'nadolol',
      'sotalol',
      'dronedarone',
      'flecainide',
      'propafenone',
      'clonidine',
    ],
    sources: [label('Xalkori (crizotinib)', S.warnings), label('Alecensa (alectinib)', S.warnings)],
  },
  {
    id: 'nephrotoxic-anti-infectives',
    name: 'Nephrotoxic anti-infectives',
    description: 'Anti-infectives with dose-related tubular or glomerular toxicity.',
    members: [
      'vancomycin',
      'amphotericin-b',
      // Added with the co-medication records (issue 12): comed-*.ts
      'gentamicin',
      'tobramycin',
      'amikacin',
      'foscarnet',
      'cidofovir',
      'pentamidine',
    ],
    sources: [label('Vancomycin injection', S.warnings), label('Amphotericin B', S.oldWarnings)],
  },
  {
    id: 'dopamine-antagonist-antipsychotics',
    name: 'Dopamine-antagonist antipsychotics',
    description: 'Antipsychotics and phenothiazine antiemetics that block D2 receptors.',
    members: [
      'haloperidol',
      'olanzapine',
      'quetiapine',
      'prochlorperazine',
      // Added with the co-medication records (issue 12): comed-*.ts
      'risperidone',
      'paliperidone',
      'ziprasidone',
      'chlorpromazine',
      'pimozide',
      'lurasidone',
      // Issue 25: antipsychotic records that carried the class tag but were never listed. The
      // Reglan label's class statement names antipsychotics as a class; partial D2 agonists
      // (aripiprazole, brexpiprazole, cariprazine) and clozapine carry the class's
      // extrapyramidal and neuroleptic malignant syndrome warnings too.
      'thioridazine',
      'perphenazine',
      'fluphenazine',
      'loxapine',
      'trifluoperazine',
      'thiothixene',
      'aripiprazole',
      'brexpiprazole',
      'cariprazine',
      'clozapine',
      'asenapine',
      'iloperidone',
      'lumateperone',
    ],
    sources: [label('Reglan (metoclopramide)', S.interactions)],
  },
  {
    id: 'opioid-analgesics',
    name: 'Opioid analgesics',
    description: 'Opioid agonists; CNS and respiratory depressants.',
    members: [
      'oxycodone',
      'morphine',
      'fentanyl',
      'methadone',
      'tramadol',
      'codeine',
      'hydromorphone',
      // Added with the co-medication records (issue 12): comed-*.ts
      'hydrocodone',
      'oxymorphone',
      'tapentadol',
      'buprenorphine',
      // Issue 25: tagged opioid records that had been left out. Mixed agonist-antagonists and the
      // anaesthetic opioids are CNS and respiratory depressants too.
      'meperidine',
      'levorphanol',
      'butorphanol',
      'nalbuphine',
      'pentazocine',
      'alfentanil',
      'sufentanil',
      'remifentanil',
    ],
    sources: [label('Thalomid (thalidomide)', S.interactions)],
  },
  {
    id: 'thalidomide-analogues',
    name: 'Thalidomide analogues (IMiDs)',
    description:
      'Immunomodulatory drugs used in myeloma; all carry a venous thromboembolism warning.',
    members: ['thalidomide', 'lenalidomide', 'pomalidomide'],
    sources: [
      label('Keytruda (pembrolizumab)', S.warnings),
      label('Revlimid (lenalidomide)', S.boxed),
    ],
  },
  {
    id: 'erythropoiesis-stimulating-agents',
    name: 'Erythropoiesis-stimulating agents',
    description: 'Recombinant erythropoietins; raise thrombosis risk.',
    members: ['epoetin-alfa', 'darbepoetin-alfa'],
    sources: [
      label('Revlimid (lenalidomide)', S.interactions),
      label('Thalomid (thalidomide)', S.interactions),
    ],
  },
  {
    id: 'anthracyclines',
    name: 'Anthracyclines',
    description: 'Cardiotoxic topoisomerase II inhibitors with cumulative-dose limits.',
    members: [
      'doxorubicin',
      'daunorubicin',
      'epirubicin',
      'idarubicin',
      'doxorubicin-liposomal',
      'daunorubicin-cytarabine-liposomal',
    ],
    sources: [label('Herceptin (trastuzumab)', S.warnings)],
  },
  {
    id: 'gnrh-agonists-and-antagonists',
    name: 'GnRH agonists and antagonists (androgen deprivation)',
    description: 'Androgen deprivation prolongs the QT interval.',
    members: ['leuprolide', 'goserelin', 'triptorelin', 'degarelix', 'relugolix'],
    sources: [
      label('Lupron Depot (leuprolide)', S.warnings),
      label('Firmagon (degarelix)', S.warnings),
    ],
  },
  {
    id: 'antihypertensive-agents',
    name: 'Antihypertensive agents',
    description: 'Blood-pressure-lowering drugs on the roster.',
    members: [
      'diltiazem',
      'verapamil',
      'furosemide',
      'hydrochlorothiazide',
      'lisinopril',
      'enalapril',
      'ramipril',
      'benazepril',
      'quinapril',
      'losartan',
      'valsartan',
      'olmesartan',
      'irbesartan',
      'telmisartan',
      'candesartan',
      'metoprolol',
      'atenolol',
      'carvedilol',
      'propranolol',
      'bisoprolol',
      'nebivolol',
      'labetalol',
      'nadolol',
      'amlodipine',
      'nifedipine',
      'felodipine',
      'chlorthalidone',
      'metolazone',
      'bumetanide',
      'torsemide',
      'spironolactone',
      'eplerenone',
      'triamterene',
      'clonidine',
      'hydralazine',
      'doxazosin',
      'terazosin',
    ],
    sources: [label('Ethyol (amifostine)', 'DOSAGE AND ADMINISTRATION')],
  },
  {
    id: 'potassium-wasting-diuretics',
    name: 'Potassium-wasting diuretics',
    description: 'Loop and thiazide diuretics; cause hypokalemia and hypomagnesemia.',
    members: [
      'furosemide',
      'hydrochlorothiazide',
      'chlorthalidone',
      'metolazone',
      'bumetanide',
      'torsemide',
      // Issue 25: tagged thiazide records that had been left out.
      'indapamide',
      'chlorothiazide',
      'methyclothiazide',
    ],
    sources: [
      label('Lanoxin (digoxin)', S.interactions),
      label('Lasix (furosemide)', S.oldWarnings),
    ],
  },
  {
    id: 'systemic-corticosteroids',
    name: 'Systemic corticosteroids',
    description:
      'Glucocorticoids given by mouth or injection; with fluoroquinolones they raise tendon-rupture risk, and with amphotericin B they add to potassium loss.',
    members: [
      'dexamethasone',
      'prednisone',
      'methylprednisolone',
      'hydrocortisone',
      // Issue 25: tagged corticosteroid records that had been left out. The checker sees the
      // ingredient, not the route, so triamcinolone and betamethasone (also used topically) alert
      // as the systemic drug: the fluoroquinolone labels name corticosteroids without a route.
      'prednisolone',
      'cortisone',
      'triamcinolone',
      'betamethasone',
    ],
    sources: [label('Cipro (ciprofloxacin)', S.boxed), label('Levaquin (levofloxacin)', S.boxed)],
  },
  {
    id: 'fluoroquinolones',
    name: 'Fluoroquinolone antibacterials',
    description:
      'Chelate with polyvalent cations, prolong the QT interval and carry a boxed warning for tendinitis and tendon rupture.',
    // Ofloxacin, gemifloxacin and norfloxacin added in issue 25: they carry the same boxed
    // warning (tendinitis and tendon rupture, worse with corticosteroids).
    members: [
      'ciprofloxacin',
      'levofloxacin',
      'moxifloxacin',
      'ofloxacin',
      'gemifloxacin',
      'norfloxacin',
    ],
    sources: [
      label('Cipro (ciprofloxacin)', S.boxed),
      label('Levaquin (levofloxacin)', S.boxed),
      label('Avelox (moxifloxacin)', S.boxed),
    ],
  },
  {
    id: 'cyp3a4-substrates-narrow-therapeutic-index',
    name: 'CYP3A4 substrates with a narrow therapeutic index',
    description:
      'CYP3A4 substrates for which a small rise in exposure causes serious toxicity; the examples named by the ribociclib, idelalisib and adagrasib labels that are on the roster.',
    members: [
      'cyclosporine',
      'tacrolimus',
      'fentanyl',
      'everolimus',
      'sirolimus',
      // Added with the co-medication records (issue 12): comed-*.ts
      'pimozide',
    ],
    sources: [
      label('Kisqali (ribociclib)', S.interactions),
      label('Zydelig (idelalisib)', S.interactions),
      FDA_DDI_TABLE,
    ],
  },
];
