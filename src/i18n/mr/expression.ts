/** Marathi refusals of the expression language of checks and indicators (`app.expression.*`). */
export const expressionMr = {
  expression: {
    empty: 'सूत्र रिकामे आहे',
    tooLong: 'सूत्र जास्तीत जास्त %{max} अक्षरांचे असावे',
    tooManyTerms: 'सूत्रात जास्तीत जास्त %{max} घटक असावेत',
    tooDeep: 'सूत्रात कंस किंवा कार्ये %{max} पेक्षा जास्त खोल नसावीत',
    unexpected: 'सूत्रात %{at} व्या ठिकाणी "%{token}" अपेक्षित नव्हते',
    unfinished: 'सूत्र अपूर्ण आहे: शेवटी संख्या, क्षेत्र किंवा ")" हवे',
    unclosedText: 'सूत्रात %{at} व्या ठिकाणी सुरू झालेले नाव बंद केलेले नाही',
    unknownFunction:
      'सूत्रात %{at} व्या ठिकाणी "%{name}" हे कार्य ओळखता येत नाही (sum, previous, last_year, form)',
    twoShifts: 'सूत्रात %{at} व्या ठिकाणी: previous आणि last_year एकमेकांत वापरता येत नाहीत',
    twoForms: 'सूत्रात %{at} व्या ठिकाणी: form एकमेकांत वापरता येत नाही',
  },
};
