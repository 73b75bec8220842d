/** Hands `data` to the browser as a download named `fileName`. */
export function saveFile(data: BlobPart, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // the click starts the download; the address can go once it has
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
