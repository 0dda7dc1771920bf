/** Series colours in a fixed order, distinct side by side and dark enough on white. */
const palette = ['blue.7', 'orange.7', 'teal.7', 'grape.7', 'red.7', 'cyan.8', 'lime.8', 'indigo.6', 'pink.7', 'yellow.8', 'violet.7', 'green.8', 'gray.7'] as const;

export const seriesColor = (index: number) => palette[index % palette.length]!;

/** A day on the axis, short enough for 30 of them on a phone: '11/28'. */
export const axisDay = (date: string) => `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`;
