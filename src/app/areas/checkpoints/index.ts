export { CheckpointsScreen } from './checkpoints-screen';
