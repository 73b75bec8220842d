/** English texts of photos on records (`app.photo.*`, issue 50). */
export const photosEn = {
  photo: {
    add: 'Take or choose a photo',
    remove: 'Remove the photo',
    count: '%{count} / %{max} photos',
    shrinking: 'Making the photo smaller…',
    full: 'At most %{max} photos',
    notPicture: 'This file is not a photo (choose a JPEG, PNG or WebP photo)',
    cannotShrink: 'This photo could not be made smaller on this device; choose another',
    loadFailed: 'The photo could not be shown',
    alt: '%{name}: photo %{n}',
    onDevice: 'On the device (not sent yet)',
    type: 'This file is not a JPEG, PNG or WebP photo',
    unreadable: 'This photo could not be read; choose another',
    notYours: 'This photo was not sent for this record; add the photo again',
  },
};
