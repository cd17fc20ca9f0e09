import { paths, rowPath } from '../../shared/navigation/paths';

/** `/student-account-detail/{uid}` of a row, or null for a row without an id (opens nothing). */
export const studentDetailHref = (uid: string | null | undefined): string | null =>
  rowPath(paths.StudentAccountDetail, uid);
