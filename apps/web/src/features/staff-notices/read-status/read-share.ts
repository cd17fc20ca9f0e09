/** A read share in percent, one decimal; a series of nobody is 0 (the chart and its table alike). */
export const shareOf = (read: number, total: number) =>
  total === 0 ? 0 : Math.round((read / total) * 1000) / 10;
