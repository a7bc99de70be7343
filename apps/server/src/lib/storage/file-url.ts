// Where a stored file is served (plugins/files.ts serves GET /files/<key>): the address the API gives the web app.
export const FILES_PREFIX = '/files/';

/** The address of a stored file, as the API gives it to the web app. */
export const fileUrl = (key: string) => `${FILES_PREFIX}${key}`;
