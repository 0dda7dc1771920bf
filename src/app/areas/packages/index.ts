export { PackagesScreen } from './packages-screen';
export { PackageLabelScreen } from './package-label-screen';
