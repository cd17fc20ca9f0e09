/** Spec 000 §3: the attendance rate, computed where figures are written (the roster import, the data builder). */

/** The rate of an attendance row from its counts (attended ÷ (attended + absent), 0.1 %): null with none. */
export function attendanceRate(attendance: number, absence: number): number | null {
  const required = attendance + absence;
  return required === 0 ? null : Math.round((attendance / required) * 1000) / 10;
}
