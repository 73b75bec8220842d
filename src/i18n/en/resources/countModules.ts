/** Labels of the count forms and roll-up reports (`resources.<name>.*`). */
export const countModulesEn = {
  sanghik: {
    name: 'Gathering entry',
    fields: {
      praudh: 'Adults',
      tarun_vyavasayi: 'Young professionals',
      maha_vidyarthi: 'College students',
      baal: 'Children',
      shishu: 'Infants',
    },
    indicators: {
      attendancePerUnit: 'Attendance per unit that met',
      unitsMetShare: 'Designated units that met (%)',
    },
    sections: {
      attendance: 'Attendance',
    },
    choices: {},
    // the gathering's own words on the shared count-form screen (`app.countForm.*` otherwise)
    screen: {
      title: 'Gathering attendance',
      save: 'Save gathering',
      saved: 'Gathering information updated successfully',
      saveFailed: 'Not updated, try later',
      loadFailed: 'Gathering information could not be loaded, please try later',
      noSubjects: 'Gathering information not available',
      notDone: 'Gathering not done',
      invalid: 'Some units have counts over the limit; correct the fields in red',
      // the spec's sentence (§8) for a place of another level
      wrongLevel: 'Please select a town, sub-division or sub-division town level',
      error: {
        empty: 'Please fill the gathering information',
      },
    },
  },
  utsav: {
    name: 'Festival registration',
    fields: {
      heldOn: 'Held on',
      praudh: 'Adults',
      tarun_vyavasayi: 'Young professionals',
      maha_vidyarthi: 'College students',
      baal: 'Children',
      shishu: 'Infants',
      mahila: 'Women',
      nimantrit: 'Invitees',
    },
    sections: {
      utsav: 'Festival',
      attendance: 'Attendance',
    },
    checks: {
      grewFast: 'Attendance is more than three times the same festival last year, plus 20',
    },
    choices: {},
  },
  'utsav-vrutta': {
    name: 'Festival report',
  },
  bhaugolik: {
    name: 'Geographic report',
    indicators: {
      reachedShare: 'Places reached (%)',
      personsPerHousehold: 'Persons per household',
    },
    fields: {
      reached: 'Reached',
      households: 'Households contacted',
      persons: 'Persons contacted',
      karyakartas: 'Karyakartas',
      teams: 'Teams',
    },
    sections: {
      sampark: 'Contact',
    },
    choices: {},
  },
  samajik: {
    name: 'Social report',
    fields: {
      sant: 'Saints / religious',
      shikshak: 'Teachers',
      doctor: 'Doctors',
      vakil: 'Lawyers',
      udyojak: 'Entrepreneurs',
      shetkari: 'Farmers',
      kalakar: 'Artists',
      kheladu: 'Sportspeople',
      patrakar: 'Journalists',
      majiSainik: 'Ex-servicemen',
      itar: 'Other',
    },
    sections: {
      sampark: 'Persons contacted',
    },
    choices: {},
  },
  'vividh-kshetra': {
    name: 'Fields of work report',
    fields: {
      vidyarthiProgrammes: 'Students: programmes',
      vidyarthiParticipants: 'Students: participants',
      kamgarProgrammes: 'Workers: programmes',
      kamgarParticipants: 'Workers: participants',
      shetkariProgrammes: 'Farmers: programmes',
      shetkariParticipants: 'Farmers: participants',
      vanvasiProgrammes: 'Forest dwellers: programmes',
      vanvasiParticipants: 'Forest dwellers: participants',
      sevaProgrammes: 'Service: programmes',
      sevaParticipants: 'Service: participants',
      shikshanProgrammes: 'Education: programmes',
      shikshanParticipants: 'Education: participants',
      sahakarProgrammes: 'Cooperation: programmes',
      sahakarParticipants: 'Cooperation: participants',
      mahilaProgrammes: 'Women: programmes',
      mahilaParticipants: 'Women: participants',
      itarProgrammes: 'Other: programmes',
      itarParticipants: 'Other: participants',
    },
    sections: {
      vidyarthi: 'Students',
      kamgar: 'Workers',
      shetkari: 'Farmers',
      vanvasi: 'Forest dwellers',
      seva: 'Service',
      shikshan: 'Education',
      sahakar: 'Cooperation',
      mahila: 'Women',
      itar: 'Other',
    },
    choices: {},
  },
  'abhiyan-vrutta': {
    name: 'Campaign report',
    fields: {
      households: 'Households contacted',
      persons: 'Persons met',
      literature: 'Literature distributed',
      favourable: 'Favourable persons found',
      karyakartas: 'Karyakartas',
    },
    sections: {
      abhiyan: 'Campaign',
    },
    choices: {},
  },
  'abhiyan-goshwara': {
    name: 'Campaign summary',
  },
  'karyakram-goshwara': {
    name: 'Programme summary',
  },
};
