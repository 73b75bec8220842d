/** A कार्यकर्ता सूची record of केसनंद (place 12) as the list call answers it. */
export const workerRecord = (id: number, name: string, version = 1) => ({
  id,
  name,
  mobile: '9822011111',
  responsibility: 'गाव संपर्क प्रमुख',
  location_id: 12,
  place: 'केसनंद गाव',
  daysGiven: 12,
  version,
});
