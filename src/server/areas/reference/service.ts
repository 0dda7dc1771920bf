/** The lists are read as stored: no rule stands between the table and the answer. */
export { listIslands, listLocations } from './queries';
