import { LEVEL, SUFFIX } from '../../src/domain/levels';

/** A place of the demo tree before it has an id. */
export interface DemoPlace {
  name: string;
  levelId: number;
  suffix: string;
  children: DemoPlace[];
}

const place =
  (levelId: number, suffix: string) =>
  (name: string, children: DemoPlace[] = []): DemoPlace => ({ name, levelId, suffix, children });

const vibhag = place(LEVEL.VIBHAG, SUFFIX.VIBHAG);
const bhag = place(LEVEL.BHAG, SUFFIX.BHAG);
const graminJilha = place(LEVEL.BHAG, SUFFIX.GRAMIN_JILHA);
const taluka = place(LEVEL.TALUKA, SUFFIX.TALUKA);
const nagar = place(LEVEL.NAGAR, SUFFIX.NAGAR);
const upkhand = place(LEVEL.UPKHAND, SUFFIX.UPKHAND);
const upkhandNagar = place(LEVEL.UPKHAND, SUFFIX.UPKHAND_NAGAR);
const mandal = place(LEVEL.MANDAL, SUFFIX.MANDAL);
const gaon = place(LEVEL.GAON, SUFFIX.GAON);
const vasti = place(LEVEL.VASTI, SUFFIX.VASTI);

const vastis = (...names: string[]) => names.map((n) => vasti(n));
const gaons = (...names: string[]) => names.map((n) => gaon(n));

/** DESIGN §6: प्रांत → 2 विभाग → (भाग → 2 नगर → 2 उपखंड नगर → 3 वस्ती) + (ग्रामीण जिल्हा → …). */
export const DEMO_TREE: DemoPlace = place(LEVEL.PRANT, SUFFIX.PRANT)('पश्चिम महाराष्ट्र', [
  vibhag('पुणे', [
    bhag('पुणे', [
      nagar('कसबा', [
        upkhandNagar('शनिवार पेठ', vastis('शनिवारवाडा', 'ओंकारेश्वर', 'अमृतेश्वर')),
        upkhandNagar('सदाशिव पेठ', vastis('नातूबाग', 'चिमण्या गणपती', 'खजिना विहीर')),
      ]),
      nagar('कोथरूड', [
        upkhandNagar('कर्वेनगर', vastis('हिंगणे', 'इंगळेनगर', 'कर्वे पुतळा')),
        upkhandNagar('एरंडवणे', vastis('पौड फाटा', 'डहाणूकर कॉलनी', 'गणेश मळा')),
      ]),
    ]),
    graminJilha('पश्चिम पुणे', [
      taluka('मुळशी', [
        upkhand('पौड', [
          mandal('पौड', gaons('पौड', 'कोळवण', 'आंबवणे')),
          mandal('माले', gaons('माले', 'मुठा', 'कोळावडे')),
        ]),
        upkhand('हिंजवडी', [
          mandal('हिंजवडी', gaons('हिंजवडी', 'मारुंजी', 'माण')),
          mandal('पिरंगुट', gaons('पिरंगुट', 'भुकूम', 'लवळे')),
        ]),
        upkhandNagar('बावधन', vastis('बावधन खुर्द', 'बावधन बुद्रुक', 'पाटीलनगर')),
      ]),
      taluka('मावळ', [
        upkhand('वडगाव', [
          mandal('वडगाव', gaons('वडगाव', 'टाकवे', 'इंदोरी')),
          mandal('कान्हे', gaons('कान्हे', 'साते', 'नायगाव')),
        ]),
        upkhand('कामशेत', [
          mandal('कामशेत', gaons('कामशेत', 'नाणे', 'खडकाळे')),
          mandal('कार्ला', gaons('कार्ला', 'मळवली', 'वेहेरगाव')),
        ]),
        upkhandNagar('लोणावळा', vastis('तुंगार्ली', 'भांगरवाडी', 'गवळीवाडा')),
      ]),
    ]),
  ]),
  vibhag('कोल्हापूर', [
    bhag('कोल्हापूर', [
      nagar('शाहूपुरी', [
        upkhandNagar('व्यापारी पेठ', vastis('गवत मंडई', 'कुंभार गल्ली', 'पाच बंगला')),
        upkhandNagar('शिवाजी पेठ', vastis('उभा मारुती', 'खंडोबा तालीम', 'निवृत्ती चौक')),
      ]),
      nagar('राजारामपुरी', [
        upkhandNagar('टाकाळा', vastis('टाकाळा चौक', 'माळी कॉलनी', 'शास्त्रीनगर')),
        upkhandNagar('सायबर', vastis('सायबर चौक', 'विद्यापीठ परिसर', 'सम्राटनगर')),
      ]),
    ]),
    graminJilha('दक्षिण कोल्हापूर', [
      taluka('करवीर', [
        upkhand('कोपार्डे', [
          mandal('कोपार्डे', gaons('कोपार्डे', 'सांगरूळ', 'खुपिरे')),
          mandal('बालिंगा', gaons('बालिंगा', 'दोनवडे', 'शिंगणापूर')),
        ]),
        upkhand('इस्पुर्ली', [
          mandal('इस्पुर्ली', gaons('इस्पुर्ली', 'नागाव', 'कणेरी')),
          mandal('उचगाव', gaons('उचगाव', 'गांधीनगर', 'वळिवडे')),
        ]),
        upkhandNagar('कळंबा', vastis('कळंबा गाव', 'साळोखेनगर', 'तपोवन')),
      ]),
      taluka('कागल', [
        upkhand('मुरगूड', [
          mandal('मुरगूड', gaons('मुरगूड', 'यमगे', 'सावर्डे')),
          mandal('कापशी', gaons('सेनापती कापशी', 'बेलवळे', 'माद्याळ')),
        ]),
        upkhand('सिद्धनेर्ली', [
          mandal('सिद्धनेर्ली', gaons('सिद्धनेर्ली', 'बामणी', 'व्हनाळी')),
          mandal('बानगे', gaons('बानगे', 'सुळकूड', 'करनूर')),
        ]),
        upkhandNagar('कागल', vastis('गैबी चौक', 'शाहू नगर', 'खर्डेकर चौक')),
      ]),
    ]),
  ]),
]);

/** The demo place reached from the root by child names; throws on a typo. */
export function demoPlaceAt(namePath: readonly string[]): DemoPlace {
  return namePath.reduce((node, name) => {
    const child = node.children.find((c) => c.name === name);
    if (!child) throw new Error(`No demo place '${name}' under '${node.name}'`);
    return child;
  }, DEMO_TREE);
}
