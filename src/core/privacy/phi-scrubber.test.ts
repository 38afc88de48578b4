import { describe, expect, it } from 'vitest';
import { describeFinding, findPhi, nameVariants, scrubPhi, type PhiContext } from './phi-scrubber';

/*
 * The scrubber's test set (issue 21): sentences a clinician might write in a case discussion,
 * each with the identifiers it holds (positives) or none (negatives). The patient is "Ann Lee"
 * (MRN H-123) unless a case says otherwise; a second patient is "Co Ng" to test a two-letter
 * name inside drug names. Every secret must lie inside a finding; a negative must have none.
 */
const ANN: PhiContext = { names: ['Ann', 'Lee'], identifiers: ['H-123'] };
const CO: PhiContext = { names: ['Co', 'Ng'], identifiers: ['MRN0042'] };

const positives: Array<[string, string[], PhiContext?]> = [
  // The finding that opened issue 21, split up.
  ["Annie Lee's daughter Karen Lee-Wong visited", ['Annie', 'Lee', 'Karen Lee-Wong']],
  ['ph 617-555-0142 for the daughter', ['617-555-0142']],
  ['e-mail karen.leewong@example.com', ['karen.leewong@example.com']],
  ['she lives at 12 Elm St, Boston MA 02118', ['12 Elm St', 'Boston', '02118']],
  ['Born 14 March 1958.', ['14 March 1958']],
  ['MRN H-123.', ['H-123']],
  ['Mrs LEE (Annie): bleeding risk on fluconazole', ['LEE', 'Annie']],
  // Names: the patient, variants, relatives and others named near a title or relation.
  ['Ann tolerated cycle 2 well', ['Ann']],
  ['ANN LEE, 67F, on capecitabine', ['ANN', 'LEE']],
  ['Discussed with Mrs Lee today', ['Lee']],
  ['Her husband Tom drives her in', ['Tom']],
  ['son, David, is the main carer', ['David']],
  ['Spoke to her sister Margaret O’Brien', ['Margaret O’Brien']],
  ['Her granddaughter Chloe is a nurse', ['Chloe']],
  ['Seen by Dr Patel in clinic', ['Patel']],
  ['Prof. Okonkwo agrees with the plan', ['Okonkwo']],
  ['Mr. Jones (neighbour) brought her', ['Jones']],
  ['Her neighbour Mrs Singh has a key', ['Singh']],
  ['The patient goes by Nancy', ['Nancy']],
  ["Lee's INR rose after fluconazole", ["Lee's"]],
  ['Patient known as Annie on the ward', ['Annie']],
  ['Wife Rosa Martinez is the contact', ['Rosa Martinez']],
  ['Co was reviewed today', ['Co'], CO],
  ['Mr NG declined the trial', ['NG'], CO],
  // Phone and fax.
  ['Call (617) 555-0142 after 5pm', ['(617) 555-0142']],
  ['fax 617.555.0199', ['617.555.0199']],
  ['mobile +44 7700 900123', ['+44 7700 900123']],
  ['Tel: 555-0142', ['555-0142']],
  ['reach her on +1 617 555 0142', ['+1 617 555 0142']],
  ['bleep 4471 for the registrar', ['4471']],
  ['phone number 0207 946 0958', ['0207 946 0958']],
  // E-mail, URLs and IPs.
  ['send results to ann.lee@gmail.com', ['ann.lee@gmail.com']],
  [
    'Her blog at https://annlee.blog.example.com/posts/chemo',
    ['https://annlee.blog.example.com/posts/chemo'],
  ],
  ['photos on www.facebook.com/ann.lee.58', ['www.facebook.com/ann.lee.58']],
  ['uploaded from 192.168.10.24', ['192.168.10.24']],
  ['portal login from 2001:db8:85a3:0:0:8a2e:370:7334', ['2001:db8:85a3:0:0:8a2e:370:7334']],
  ['see caringbridge.org/visit/annlee', ['caringbridge.org/visit/annlee']],
  // Addresses, places and ZIP codes.
  ['Home: 221B Baker Street', ['221B Baker Street']],
  ['moved to 4 Harbour View Road last year', ['4 Harbour View Road']],
  ['lives at 1600 Pennsylvania Ave with her son', ['1600 Pennsylvania Ave']],
  ['Apt 4B, parking is hard', ['Apt 4B']],
  ['PO Box 77 for letters', ['PO Box 77']],
  ['She lives in Worcester now', ['Worcester']],
  ['Transport from Springfield, IL is arranged', ['Springfield']],
  ['Address is Cambridge, Massachusetts', ['Cambridge']],
  ['zip 02139 on the form', ['02139']],
  ['ZIP code: 90210', ['90210']],
  ['mailing to 02118-1234', ['02118-1234']],
  ['resides in New Bedford with family', ['New Bedford']],
  // Dates more precise than the year.
  ['Next cycle on 3 April 2026', ['3 April 2026']],
  ['Admitted March 14, 2025 with febrile neutropenia', ['March 14, 2025']],
  ['dob 14/03/1958', ['14/03/1958']],
  ['Started capecitabine 2025-11-02', ['2025-11-02']],
  ['scan booked for Dec 12', ['Dec 12']],
  ['Diagnosed in September 2021', ['September 2021']],
  ['born on the 14th of March', ['14th of March']],
  ['INR checked on 3/14, was 4.2', ['3/14']],
  ['last seen 05.06.2024', ['05.06.2024']],
  ['Since Jan 3rd she has had diarrhoea', ['Jan 3rd']],
  // Ages over 89.
  ['A 92-year-old with CKD', ['92-year-old']],
  ['aged 94, frail, lives alone', ['94']],
  ['101 yo on warfarin', ['101 yo']],
  // SSN, MRN-like and account-like numbers.
  ['SSN 078-05-1120 on the referral', ['078-05-1120']],
  ['medical record number 00451234', ['00451234']],
  ['account no. AC-77812 for billing', ['AC-77812']],
  ['insurance member ID XJ4471902', ['XJ4471902']],
  ['Hospital number RX12345678', ['RX12345678']],
  ['old chart H-1234567 from the other hospital', ['H-1234567']],
  ['MRN0042 is on the label', ['MRN0042'], CO],
  ['NHS number 943 476 5919', ['943 476 5919']],
  ['Referral ref 88213547 attached', ['88213547']],
];

const negatives: Array<[string, PhiContext?]> = [
  // Drug, lab and effect names that contain a fragment of the patient's name.
  ['Fluconazole started for oral thrush', CO],
  ['Colitis grade 2 on ipilimumab', CO],
  ['Cobimetinib and vemurafenib for BRAF V600E', CO],
  ['Bleeding risk is high with warfarin and fluconazole'],
  ['Annual echocardiogram is due'],
  ['Anaemia: Hb 92 g/L, transfuse if symptomatic'],
  ['Leucovorin with 5-FU, watch for mucositis'],
  ['Platelets 150000 after cycle 3'],
  ['Alanine aminotransferase 3x ULN'],
  ['Lenalidomide and dexamethasone (Rd) for myeloma'],
  ['Cyclophosphamide 600 mg/m2 day 1'],
  ['Docetaxel every 21 days for 6 cycles'],
  ['Capecitabine 1250 mg/m2 twice daily days 1-14'],
  ['Hand-foot syndrome grade 1, emollients advised'],
  ['Neutrophils 0.4 x10^9/L: febrile neutropenia pathway'],
  ['INR 4.2 on warfarin with capecitabine'],
  ['QTc 480 ms on ondansetron'],
  ['Creatinine clearance 45 mL/min, reduce carboplatin to AUC 5'],
  ['eGFR 38, avoid cisplatin'],
  ['CA-125 rising on two measurements'],
  ['CA 19-9 is 3400 U/mL'],
  ['HER2-positive breast cancer, trastuzumab every 3 weeks'],
  ['EGFR exon 19 deletion, start osimertinib 80 mg daily'],
  ['CYP2D6 poor metabolizer: avoid tamoxifen'],
  ['DPYD c.1905+1G>A heterozygous: reduce fluoropyrimidine dose by 50%'],
  ['HLA-B*57:01 negative'],
  ['Stage IIIA T2N1M0 adenocarcinoma'],
  ['Hodgkin lymphoma in remission since 2019'],
  ['Diagnosed in 2021, progressed in 2023'],
  ['ECOG 1, weight 64 kg, BSA 1.7 m2'],
  ['BP 150/90 on bevacizumab'],
  ['Potassium 3.1 mmol/L, replace before cycle'],
  ['Dose 1000 mg over 30 minutes'],
  ['Vitamin D 25 ng/mL'],
  ['WBC 12000 cells/uL'],
  ['Take 2 tablets twice daily with food'],
  ['Ratio 1/2 of the usual dose'],
  ['Grade 3 diarrhoea on irinotecan, hold dose'],
  ['She is 67 years old'],
  ['An 85-year-old with stage IV disease'],
  ['Referred to the oncology pharmacist'],
  ['The team agreed to continue the plan'],
  ['Patient prefers oral therapy over infusion'],
  ['May need a dose reduction if neutropenia recurs'],
  ['Consider G-CSF from day 3'],
  ['Discussed at MDT; continue FOLFOX'],
  ['Hydration 1 L before cisplatin'],
  ['Ondansetron 8 mg q8h PRN'],
  ['Avoid St John’s wort with irinotecan'],
  ['Nausea improved with olanzapine 5 mg nocte'],
  ['Pembrolizumab 200 mg every 3 weeks, thyroid function normal'],
  ['R-CHOP cycle 4, no infusion reaction'],
  ['Leeches are not used here'],
];

describe('findPhi: sentences with identifiers', () => {
  it.each(positives)('%s', (text, secrets, context = ANN) => {
    const findings = findPhi(text, context);
    for (const secret of secrets) {
      const at = text.indexOf(secret);
      expect(at, `secret ${secret} is in the sentence`).toBeGreaterThanOrEqual(0);
      const covered = findings.some((f) => f.start <= at && f.end >= at + secret.length);
      expect(covered, `“${secret}” found in ${JSON.stringify(findings)}`).toBe(true);
    }
  });
});

describe('findPhi: clinical sentences without identifiers', () => {
  it.each(negatives)('%s', (text, context = ANN) => {
    expect(findPhi(text, context)).toEqual([]);
  });
});

describe('the test set', () => {
  it('has at least 100 sentences, positives and negatives', () => {
    expect(positives.length + negatives.length).toBeGreaterThanOrEqual(100);
    expect(positives.length).toBeGreaterThanOrEqual(50);
    expect(negatives.length).toBeGreaterThanOrEqual(50);
  });
});

describe('scrubPhi and findings', () => {
  it('replaces each finding with its kind and says where it was', () => {
    const text = 'Ann (ph 617-555-0142) lives at 12 Elm St, Boston MA 02118. Born 14 March 1958.';
    const { text: scrubbed, findings } = scrubPhi(text, ANN);
    expect(scrubbed).not.toMatch(/Ann|617|Elm|Boston|02118|March/);
    expect(scrubbed).toContain('[phone]');
    expect(scrubbed).toContain('[date]');
    expect(findPhi(scrubbed, ANN)).toEqual([]);
    const phone = findings.find((f) => f.kind === 'phone')!;
    expect(text.slice(phone.start, phone.end)).toBe('617-555-0142');
    expect(describeFinding(phone)).toBe(
      'a telephone or fax number at characters 9–20 (“617-555-0142”)',
    );
  });

  it('returns findings in reading order without overlaps', () => {
    const findings = findPhi('Mrs Ann Lee, 12 Elm Street, 14 March 1958', ANN);
    for (let i = 1; i < findings.length; i++) {
      expect(findings[i]!.start).toBeGreaterThanOrEqual(findings[i - 1]!.end);
    }
  });
});

describe('nameVariants', () => {
  it.each([
    ['Ann', ['Ann', 'Annie', 'Anne', 'Nancy']],
    ['Elizabeth', ['Liz', 'Beth', 'Betty']],
    ['Lee-Wong', ['Lee-Wong', 'Lee', 'Wong']],
  ])('%s', (name, want) => {
    expect(nameVariants(name)).toEqual(expect.arrayContaining(want));
  });
});
