/** Repository-relative paths (`/`-separated, no leading `/`), as the graph readers use them. */

/** The last name of `file`. */
export const basename = (file: string) => file.slice(file.lastIndexOf('/') + 1);

/** The directory `file` is in; '' at the top. */
export const dirname = (file: string) =>
  file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';

/** Whether `file` is `dir` or under it; everything is under the top (''). */
export const under = (file: string, dir: string) =>
  dir === '' || file === dir || file.startsWith(`${dir}/`);
