/** Hands a downloaded file to the browser to save under `name`, as a link with a download name would. */
export const saveFile = (blob: Blob, name: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; the object URL only holds the file in memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
