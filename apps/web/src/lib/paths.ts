import { type WebPathName, webPaths } from '@kalvi/shared';

/** The route map lives in @kalvi/shared so the server answers 404 for anything else. */
export const paths = webPaths;

export type PathName = WebPathName;
