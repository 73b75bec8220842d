/** Marathi texts of the plausibility warnings at entry (`app.plausibility.*`, issue 15). */
export const plausibilityMr = {
  plausibility: {
    aboveUsual: 'नेहमीपेक्षा खूप जास्त: मागील महिन्यांचा मध्यक %{median}',
    aboveVolunteers: 'गावातील नोंदलेल्या स्वयंसेवकांच्या (%{volunteers}) दुपटीपेक्षा जास्त',
    shishuSudden: 'या संकल्पात आधी शिशु नव्हते; आता %{value}',
    unconfirmed: 'काही आकडे असामान्य आहेत: तपासून पुष्टी करा',
    confirmTitle: 'असामान्य आकडे',
    confirmBody:
      '%{count} आकडे नेहमीपेक्षा वेगळे दिसतात (पिवळ्या रकान्यांत कारण दिले आहे). टंकलेखनाची चूक नाही ना?',
    confirm: 'तपासले, बरोबर आहे',
    recheck: 'परत तपासा',
    mark: 'असामान्य आकडे — तपासलेले',
  },
};
