import type { CombinationProductInput } from '../../core/search/names';
import type { Source } from '../../core/knowledge/source';

/**
 * Combination products and co-formulations, by the names on labels and prescriptions, with the
 * drug ids of their active ingredients (issue 12 item 2). Each product is cited to its US label's
 * description, which states the ingredients. Ingredient ids follow the RxNorm ingredient name in
 * kebab case; an ingredient without a drug record yet is reported by the checker and by
 * `names.test.ts`, never dropped in silence.
 *
 * Hyaluronidase in subcutaneous co-formulations (Phesgo, Darzalex Faspro) is an excipient-like
 * enzyme with no interaction profile of its own and is not listed as an ingredient.
 */
const pi = (product: string): Source => ({
  kind: 'label',
  title: `${product} US prescribing information`,
  section: '11 Description',
});
/** Older-format labels (no section numbers). */
const oldPi = (product: string): Source => ({
  kind: 'label',
  title: `${product} US prescribing information`,
  section: 'DESCRIPTION',
});

export const combinationProductRecords: readonly CombinationProductInput[] = [
  // Oncology
  {
    id: 'lonsurf',
    names: ['Lonsurf', 'TAS-102'],
    ingredients: ['trifluridine-tipiracil'],
    sources: [pi('Lonsurf (trifluridine and tipiracil)')],
  },
  {
    id: 'akeega',
    names: ['Akeega'],
    ingredients: ['niraparib', 'abiraterone'],
    sources: [pi('Akeega (niraparib and abiraterone acetate)')],
  },
  {
    id: 'phesgo',
    names: ['Phesgo'],
    ingredients: ['pertuzumab', 'trastuzumab'],
    sources: [pi('Phesgo (pertuzumab, trastuzumab and hyaluronidase-zzxf)')],
  },
  {
    id: 'opdualag',
    names: ['Opdualag'],
    ingredients: ['nivolumab', 'relatlimab'],
    sources: [pi('Opdualag (nivolumab and relatlimab-rmbw)')],
  },
  {
    id: 'kisqali-femara-co-pack',
    names: ['Kisqali Femara Co-Pack'],
    ingredients: ['ribociclib', 'letrozole'],
    sources: [pi('Kisqali Femara Co-Pack (ribociclib tablets; letrozole tablets)')],
  },
  // Analgesics
  {
    id: 'oxycodone-acetaminophen',
    names: ['Percocet', 'Endocet', 'Roxicet', 'oxycodone/acetaminophen', 'oxycodone-APAP'],
    ingredients: ['oxycodone', 'acetaminophen'],
    sources: [oldPi('Percocet (oxycodone and acetaminophen)')],
  },
  {
    id: 'hydrocodone-acetaminophen',
    names: [
      'Vicodin',
      'Norco',
      'Lortab',
      'Lorcet',
      'hydrocodone/acetaminophen',
      'hydrocodone-APAP',
    ],
    ingredients: ['hydrocodone', 'acetaminophen'],
    sources: [oldPi('Norco (hydrocodone bitartrate and acetaminophen)')],
  },
  {
    id: 'acetaminophen-codeine',
    names: [
      'Tylenol #3',
      'Tylenol #4',
      'Tylenol No. 3',
      'Tylenol No. 4',
      'Tylenol with Codeine',
      'Tylenol-Codeine',
      'acetaminophen/codeine',
    ],
    ingredients: ['acetaminophen', 'codeine'],
    sources: [oldPi('Tylenol with Codeine (acetaminophen and codeine phosphate)')],
  },
  {
    id: 'tramadol-acetaminophen',
    names: ['Ultracet', 'tramadol/acetaminophen'],
    ingredients: ['tramadol', 'acetaminophen'],
    sources: [pi('Ultracet (tramadol hydrochloride and acetaminophen)')],
  },
  {
    id: 'buprenorphine-naloxone',
    names: ['Suboxone', 'Zubsolv', 'buprenorphine/naloxone'],
    ingredients: ['buprenorphine', 'naloxone'],
    sources: [pi('Suboxone (buprenorphine and naloxone) sublingual film')],
  },
  {
    id: 'butalbital-acetaminophen-caffeine',
    names: ['Fioricet'],
    ingredients: ['butalbital', 'acetaminophen', 'caffeine'],
    sources: [oldPi('Fioricet (butalbital, acetaminophen and caffeine)')],
  },
  {
    id: 'naproxen-esomeprazole',
    names: ['Vimovo'],
    ingredients: ['naproxen', 'esomeprazole'],
    sources: [pi('Vimovo (naproxen and esomeprazole magnesium)')],
  },
  {
    id: 'ibuprofen-famotidine',
    names: ['Duexis'],
    ingredients: ['ibuprofen', 'famotidine'],
    sources: [pi('Duexis (ibuprofen and famotidine)')],
  },
  // Anti-infectives
  {
    id: 'sulfamethoxazole-trimethoprim',
    names: ['Bactrim', 'Bactrim DS', 'Septra', 'Septra DS', 'Sulfatrim', 'cotrimoxazole'],
    // The knowledge base keeps this fixed combination as one record.
    ingredients: ['sulfamethoxazole-trimethoprim'],
    sources: [oldPi('Bactrim (sulfamethoxazole and trimethoprim)')],
  },
  {
    id: 'nirmatrelvir-ritonavir',
    names: ['Paxlovid', 'nirmatrelvir/ritonavir'],
    ingredients: ['nirmatrelvir', 'ritonavir'],
    sources: [pi('Paxlovid (nirmatrelvir tablets; ritonavir tablets)')],
  },
  {
    id: 'lopinavir-ritonavir',
    names: ['Kaletra', 'lopinavir/ritonavir'],
    ingredients: ['lopinavir', 'ritonavir'],
    sources: [pi('Kaletra (lopinavir and ritonavir)')],
  },
  {
    id: 'darunavir-cobicistat',
    names: ['Prezcobix'],
    ingredients: ['darunavir', 'cobicistat'],
    sources: [pi('Prezcobix (darunavir and cobicistat)')],
  },
  {
    id: 'emtricitabine-tenofovir-disoproxil',
    names: ['Truvada'],
    ingredients: ['emtricitabine', 'tenofovir-disoproxil'],
    sources: [pi('Truvada (emtricitabine and tenofovir disoproxil fumarate)')],
  },
  {
    id: 'emtricitabine-tenofovir-alafenamide',
    names: ['Descovy'],
    ingredients: ['emtricitabine', 'tenofovir-alafenamide'],
    sources: [pi('Descovy (emtricitabine and tenofovir alafenamide)')],
  },
  {
    id: 'bictegravir-emtricitabine-tenofovir-alafenamide',
    names: ['Biktarvy'],
    ingredients: ['bictegravir', 'emtricitabine', 'tenofovir-alafenamide'],
    sources: [pi('Biktarvy (bictegravir, emtricitabine and tenofovir alafenamide)')],
  },
  {
    id: 'abacavir-dolutegravir-lamivudine',
    names: ['Triumeq'],
    ingredients: ['abacavir', 'dolutegravir', 'lamivudine'],
    sources: [pi('Triumeq (abacavir, dolutegravir and lamivudine)')],
  },
  {
    id: 'abacavir-lamivudine',
    names: ['Epzicom'],
    ingredients: ['abacavir', 'lamivudine'],
    sources: [pi('Epzicom (abacavir and lamivudine)')],
  },
  {
    id: 'elvitegravir-cobicistat-emtricitabine-tenofovir-alafenamide',
    names: ['Genvoya'],
    ingredients: ['elvitegravir', 'cobicistat', 'emtricitabine', 'tenofovir-alafenamide'],
    sources: [pi('Genvoya (elvitegravir, cobicistat, emtricitabine and tenofovir alafenamide)')],
  },
  {
    id: 'ledipasvir-sofosbuvir',
    names: ['Harvoni'],
    ingredients: ['ledipasvir', 'sofosbuvir'],
    sources: [pi('Harvoni (ledipasvir and sofosbuvir)')],
  },
  {
    id: 'sofosbuvir-velpatasvir',
    names: ['Epclusa'],
    ingredients: ['sofosbuvir', 'velpatasvir'],
    sources: [pi('Epclusa (sofosbuvir and velpatasvir)')],
  },
  {
    id: 'glecaprevir-pibrentasvir',
    names: ['Mavyret'],
    ingredients: ['glecaprevir', 'pibrentasvir'],
    sources: [pi('Mavyret (glecaprevir and pibrentasvir)')],
  },
  // Neurology and psychiatry
  {
    id: 'carbidopa-levodopa-entacapone',
    names: ['Stalevo'],
    // Sinemet's two ingredients are one record of the knowledge base.
    ingredients: ['carbidopa-levodopa', 'entacapone'],
    sources: [pi('Stalevo (carbidopa, levodopa and entacapone)')],
  },
  {
    id: 'olanzapine-fluoxetine',
    names: ['Symbyax'],
    ingredients: ['olanzapine', 'fluoxetine'],
    sources: [pi('Symbyax (olanzapine and fluoxetine)')],
  },
  {
    id: 'dextromethorphan-quinidine',
    names: ['Nuedexta'],
    ingredients: ['dextromethorphan', 'quinidine'],
    sources: [pi('Nuedexta (dextromethorphan hydrobromide and quinidine sulfate)')],
  },
  {
    id: 'naltrexone-bupropion',
    names: ['Contrave'],
    ingredients: ['naltrexone', 'bupropion'],
    sources: [pi('Contrave (naltrexone hydrochloride and bupropion hydrochloride)')],
  },
  // Cardiometabolic
  {
    id: 'sacubitril-valsartan',
    names: ['Entresto', 'sacubitril/valsartan'],
    ingredients: ['sacubitril', 'valsartan'],
    sources: [pi('Entresto (sacubitril and valsartan)')],
  },
  {
    id: 'ezetimibe-simvastatin',
    names: ['Vytorin'],
    ingredients: ['ezetimibe', 'simvastatin'],
    sources: [pi('Vytorin (ezetimibe and simvastatin)')],
  },
  {
    id: 'amlodipine-atorvastatin',
    names: ['Caduet'],
    ingredients: ['amlodipine', 'atorvastatin'],
    sources: [pi('Caduet (amlodipine besylate and atorvastatin calcium)')],
  },
  {
    id: 'losartan-hydrochlorothiazide',
    names: ['Hyzaar'],
    ingredients: ['losartan', 'hydrochlorothiazide'],
    sources: [pi('Hyzaar (losartan potassium and hydrochlorothiazide)')],
  },
  {
    id: 'lisinopril-hydrochlorothiazide',
    names: ['Zestoretic', 'Prinzide'],
    ingredients: ['lisinopril', 'hydrochlorothiazide'],
    sources: [pi('Zestoretic (lisinopril and hydrochlorothiazide)')],
  },
  {
    id: 'amlodipine-benazepril',
    names: ['Lotrel'],
    ingredients: ['amlodipine', 'benazepril'],
    sources: [pi('Lotrel (amlodipine and benazepril hydrochloride)')],
  },
  {
    id: 'triamterene-hydrochlorothiazide',
    names: ['Dyazide', 'Maxzide'],
    ingredients: ['triamterene', 'hydrochlorothiazide'],
    sources: [oldPi('Maxzide (triamterene and hydrochlorothiazide)')],
  },
  {
    id: 'sitagliptin-metformin',
    names: ['Janumet', 'Janumet XR'],
    ingredients: ['sitagliptin', 'metformin'],
    sources: [pi('Janumet (sitagliptin and metformin hydrochloride)')],
  },
  {
    id: 'empagliflozin-metformin',
    names: ['Synjardy'],
    ingredients: ['empagliflozin', 'metformin'],
    sources: [pi('Synjardy (empagliflozin and metformin hydrochloride)')],
  },
  {
    id: 'aspirin-dipyridamole',
    names: ['Aggrenox'],
    ingredients: ['aspirin', 'dipyridamole'],
    sources: [pi('Aggrenox (aspirin and extended-release dipyridamole)')],
  },
  // Respiratory and gastrointestinal
  {
    id: 'fluticasone-salmeterol',
    names: ['Advair', 'Advair Diskus', 'Wixela'],
    ingredients: ['fluticasone', 'salmeterol'],
    sources: [pi('Advair Diskus (fluticasone propionate and salmeterol)')],
  },
  {
    id: 'budesonide-formoterol',
    names: ['Symbicort'],
    ingredients: ['budesonide', 'formoterol'],
    sources: [pi('Symbicort (budesonide and formoterol fumarate dihydrate)')],
  },
  {
    id: 'ipratropium-albuterol',
    names: ['Combivent', 'DuoNeb'],
    ingredients: ['ipratropium', 'albuterol'],
    sources: [pi('Combivent Respimat (ipratropium bromide and albuterol)')],
  },
  {
    id: 'diphenoxylate-atropine',
    names: ['Lomotil'],
    ingredients: ['diphenoxylate', 'atropine'],
    sources: [oldPi('Lomotil (diphenoxylate hydrochloride and atropine sulfate)')],
  },
  // Hormonal contraception
  {
    id: 'drospirenone-ethinyl-estradiol',
    names: ['Yaz', 'Yasmin'],
    ingredients: ['drospirenone', 'ethinyl-estradiol'],
    sources: [pi('Yaz (drospirenone and ethinyl estradiol)')],
  },
  {
    id: 'norethindrone-ethinyl-estradiol',
    names: ['Loestrin', 'Junel'],
    ingredients: ['norethindrone', 'ethinyl-estradiol'],
    sources: [pi('Loestrin (norethindrone acetate and ethinyl estradiol)')],
  },
];
