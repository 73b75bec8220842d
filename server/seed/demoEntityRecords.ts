/** A few records of each configured register at the demo places (by place names from the root). */
export interface DemoEntityRecord {
  entity: string;
  place: readonly string[];
  values: Record<string, unknown>;
}

const MULSHI = ['पुणे', 'पश्चिम पुणे', 'मुळशी'];
const PAUD = [...MULSHI, 'पौड'];
const KOLWAN = [...PAUD, 'पौड', 'कोळवण'];
const MUTHA = [...PAUD, 'माले', 'मुठा'];
const KASBA = ['पुणे', 'पुणे', 'कसबा'];
const SHANIWARWADA = [...KASBA, 'शनिवार पेठ', 'शनिवारवाडा'];

const r = (entity: string, place: readonly string[], values: Record<string, unknown>) => ({
  entity,
  place,
  values,
});

export const DEMO_ENTITY_RECORDS: readonly DemoEntityRecord[] = [
  r('yashogatha', KOLWAN, {
    title: 'कोळवणमध्ये बालसंस्कार वर्ग सुरू',
    date: '2026-06-14',
    category: 'seva',
    toldBy: 'सुरेश पाटील',
    summary: 'गावातील तीस मुलांसाठी दर रविवारी बालसंस्कार वर्ग सुरू झाला.',
    story:
      '<p>गावातील शाळेच्या पटांगणात <strong>दर रविवारी</strong> बालसंस्कार वर्ग भरतो.</p><p>पहिल्याच महिन्यात तीस मुले नियमित येऊ लागली.</p>',
  }),
  r('yashogatha', KASBA, {
    title: 'कसबा नगरात रक्तदान शिबिर',
    date: '2026-08-15',
    category: 'abhiyan',
    toldBy: 'अनिल जोशी',
    summary: 'स्वातंत्र्य दिनी झालेल्या शिबिरात एकशे वीस जणांनी रक्तदान केले.',
    story: '<p>शिबिरात <em>एकशे वीस</em> जणांनी रक्तदान केले; त्यात चाळीस जण प्रथमच आले होते.</p>',
  }),
  r('yashogatha', MULSHI, {
    title: 'मुळशीत नवीन शाखा',
    date: '2026-04-05',
    category: 'shakha',
    summary: 'वर्षप्रतिपदेपासून तालुक्यात तीन नवीन शाखा सुरू झाल्या.',
    story: '<p>तीन गावांत नवीन प्रभात शाखा सुरू झाल्या.</p>',
  }),
  r('seva-vasti', SHANIWARWADA, {
    name: 'शनिवारवाडा झोपडपट्टी',
    vastiType: 'zopadpatti',
    households: 140,
    population: 620,
    activities: ['balsanskar', 'abhyasika'],
    contactName: 'राजेश कुलकर्णी',
    contactMobile: '9822012345',
  }),
  r('seva-vasti', KOLWAN, {
    name: 'कोळवण ठाकरवाडी',
    vastiType: 'vanvasiPada',
    households: 45,
    population: 210,
    activities: ['arogya'],
    contactName: 'गणेश मोरे',
    contactMobile: '9890011223',
  }),
  r('seva-vasti', MUTHA, {
    name: 'मुठा धनगरवाडा',
    vastiType: 'graminVasti',
    households: 30,
    population: 150,
    activities: ['sanskarVarg', 'swayamrojgar'],
  }),
  r('sahayogi-sanstha', MULSHI, {
    name: 'मुळशी ग्राम विकास प्रतिष्ठान',
    sansthaType: 'seva',
    workField: 'ग्रामविकास',
    members: 35,
    headName: 'दत्तात्रय शिंदे',
    mobile: '9822098765',
    address: 'पौड, ता. मुळशी',
  }),
  r('sahayogi-sanstha', KASBA, {
    name: 'कसबा क्रीडा मंडळ',
    sansthaType: 'krida',
    workField: 'कुस्ती व मल्लखांब',
    members: 80,
    headName: 'विजय पवार',
    mobile: '9765432109',
  }),
  r('karyakram', PAUD, {
    title: 'उपखंड कार्यकर्ता बैठक',
    date: '2026-07-12',
    programmeType: 'baithak',
    men: 42,
    women: 12,
    speaker: 'माधव देशपांडे',
  }),
  r('karyakram', KASBA, {
    title: 'गृहसंपर्क अभियान सभा',
    date: '2026-09-20',
    programmeType: 'sabha',
    men: 150,
    women: 90,
    speaker: 'शरद गोखले',
    guest: 'डॉ. नीलिमा भावे',
  }),
  r('karyakarta', KOLWAN, {
    name: 'सुरेश पाटील',
    mobile: '9822011111',
    responsibility: 'गाव संपर्क प्रमुख',
    daysGiven: 12,
  }),
  r('karyakarta', SHANIWARWADA, {
    name: 'अमोल देशमुख',
    mobile: '9822022222',
    responsibility: 'वस्ती प्रमुख',
    daysGiven: 20,
  }),
  r('karyakarta', PAUD, {
    name: 'प्रकाश कदम',
    mobile: '9822033333',
    responsibility: 'उपखंड कार्यवाह',
    daysGiven: 30,
  }),
  r('anukul-vyakti', KASBA, {
    name: 'डॉ. सुधीर आपटे',
    kshetra: 'arogya',
    occupation: 'डॉक्टर',
    mobile: '9822044444',
    metBy: 'अनिल जोशी',
    followUp: 'contacted',
    followUpNote: 'आरोग्य शिबिरात मदत करण्यास तयार',
  }),
  r('anukul-vyakti', MULSHI, {
    name: 'रमेश ढमाले',
    kshetra: 'krushi',
    occupation: 'शेतकरी',
    metBy: 'प्रकाश कदम',
    followUp: 'pending',
  }),
];
