import type { gatheringMr } from '../mr/gathering';

/** English texts of units, status and gathering; same keys as `gatheringMr`. */
export const gatheringEn: typeof gatheringMr = {
  gathering: {
    month: {
      1: 'January',
      2: 'February',
      3: 'March',
      4: 'April',
      5: 'May',
      6: 'June',
      7: 'July',
      8: 'August',
      9: 'September',
      10: 'October',
      11: 'November',
      12: 'December',
    },
    type: {
      shakha: 'Shakha',
      saptahik_milan: 'Weekly milan',
      sangh_mandali: 'Sangh mandali',
    },
    group: {
      baal: 'Children',
      sanyukta_vidyarthi: 'Combined students',
      tarun_vyavasayi: 'Young professionals',
      praudh: 'Adults',
      maha_vidyarthi: 'College students',
      sangh_mandali: 'Sangh mandali',
    },
    field: {
      praudh: 'Adults',
      tarun_vyavasayi: 'Young professionals',
      maha_vidyarthi: 'College students',
      baal: 'Children',
      shishu: 'Infants',
      total: 'Total',
    },
    message: {
      listLevel: 'Please select town/sub-division/sub-division town level',
      saveLevel: 'Please select taluka or urban town level',
      empty: 'Please fill the gathering information',
      saved: 'Gathering information updated successfully',
      saveFailed: 'Not updated, try later',
      monthClosed: 'Gathering information can no longer be entered for this month',
      unitLevel: 'Units can only be entered at village/settlement level',
      fieldTooLarge: "One group's attendance of a unit cannot exceed %{max}",
      unitTooLarge: "A unit's total attendance cannot exceed %{max}",
    },
  },
};
