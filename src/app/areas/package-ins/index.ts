export { PackageInsScreen } from './package-ins-screen';
