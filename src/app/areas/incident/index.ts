export { IncidentScreen } from './incident-screen';
