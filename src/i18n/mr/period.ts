/** Marathi names of periods (`app.period.*`, src/domain/periods): a month, a year, a part of it. */
export const periodMr = {
  period: {
    month: '%{month}, आर्थिक वर्ष %{year}',
    financialYear: 'आर्थिक वर्ष %{year}',
    yearPart: '%{part}, आर्थिक वर्ष %{year}',
    // whether a period takes entry, and why not (src/domain/periods/policy.ts)
    gate: {
      open: 'या कालावधीची नोंदणी खुली आहे.',
      openUntil: 'या कालावधीची नोंदणी %{date} पर्यंत खुली आहे.',
      reopened: 'हा कालावधी पुन्हा उघडला आहे: %{date} पर्यंत माहिती भरता येईल.',
      window:
        'या कालावधीची नोंदणी %{date} पासून बंद आहे. बदल करायचा असल्यास वरच्या कार्यालयाकडे कालावधी पुन्हा उघडण्याची विनंती करा.',
      expired:
        'कालावधी संपल्यानंतरची मुदत संपल्यामुळे या कालावधीची नोंदणी %{date} पासून बंद आहे. बदल करायचा असल्यास वरच्या कार्यालयाकडे कालावधी पुन्हा उघडण्याची विनंती करा.',
      future: 'हा कालावधी अजून सुरू झालेला नाही; त्याची माहिती आता भरता येत नाही.',
      approved: 'ही माहिती %{by} यांनी %{date} रोजी मंजूर केली आहे; ती आता बदलता येत नाही.',
    },
  },
  // requests to reopen a closed period (issue 25)
  periodRequest: {
    error: {
      reason: 'कृपया कारण लिहा',
      open: 'हा कालावधी खुला आहे; पुन्हा उघडण्याची विनंती करण्याची गरज नाही',
      waiting: 'या कालावधीसाठी आधीच एक विनंती निर्णयाची वाट पाहत आहे',
      ownPlace: 'आपल्या स्वतःच्या कार्यालयाची विनंती वरचे कार्यालयच मंजूर करू शकते',
      decided: 'या विनंतीवर आधीच निर्णय झाला आहे',
    },
  },
};
