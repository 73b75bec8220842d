/** English texts of the geography import (`app.geoImport.*`, issue 27). */
export const geoImportEn = {
  geoImport: {
    problem: {
      code: 'A code is required (up to 50 characters)',
      duplicateCode: 'This code already appears in the file',
      name: 'A name is required (up to 100 characters)',
      level: 'The level must be 1 to 11',
      levelChange: 'The level of an existing place cannot change',
      suffix: 'This suffix does not belong to the level',
      unknownParent: 'The parent place was not found',
      noParent: 'A parent is required (only the first import has one root प्रांत)',
      parentLevel: 'This level cannot sit under the parent’s level',
      cycle: 'The place would sit under itself (a cycle)',
    },
  },
};
