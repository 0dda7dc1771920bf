import { locations } from '../../../domain/constants';

export { locations };

/** The Bahamian islands; id 10 is New Providence, the registration default. */
export const islands = [
  { id: 1, description: 'Abaco' },
  { id: 2, description: 'Acklins' },
  { id: 3, description: 'Andros' },
  { id: 4, description: 'Berry Islands' },
  { id: 5, description: 'Bimini' },
  { id: 6, description: 'Cat Island' },
  { id: 7, description: 'Crooked Island' },
  { id: 8, description: 'Eleuthera' },
  { id: 9, description: 'Exuma' },
  { id: 10, description: 'New Providence' },
  { id: 11, description: 'Grand Bahama' },
  { id: 12, description: 'Harbour Island' },
  { id: 13, description: 'Inagua' },
  { id: 14, description: 'Long Island' },
  { id: 15, description: 'Mayaguana' },
  { id: 16, description: 'Ragged Island' },
  { id: 17, description: 'Rum Cay' },
  { id: 18, description: 'San Salvador' },
  { id: 19, description: 'Spanish Wells' },
];

const miami = { email: 'miami@bahamasfreight.test', address: '8250 NW 25th St, Doral, FL 33122', phone: '+1 305 555 0142' };
const nassau = { email: 'nassau@bahamasfreight.test', address: 'Arawak Cay Port, West Bay St, Nassau', phone: '+1 242 555 0190' };

/** The Miami → Nassau flow. Ids 12 and 17 are fixed: the alert statistics of the spec name them. */
export const checkpoints = [
  { id: 12, name: 'Received at Miami warehouse', ...miami },
  { id: 13, name: 'Labelled and sorted in Miami', ...miami },
  { id: 14, name: 'Packed into shipment box', ...miami },
  { id: 15, name: 'Delivered to carrier in Miami', ...miami },
  { id: 16, name: 'Departed Miami', ...miami },
  { id: 17, name: 'On the way to Nassau', ...miami },
  { id: 18, name: 'Arrived in Nassau', ...nassau },
  { id: 19, name: 'Cleared customs', ...nassau },
  { id: 20, name: 'Ready for pickup at Madeira', email: 'madeira@bahamasfreight.test', address: '#48 Madeira Street, Nassau', phone: '+1 242 555 0101' },
  { id: 21, name: 'Ready for pickup at Harbor Bay', email: 'harborbay@bahamasfreight.test', address: '#33 Harbor Bay Shopping Plaza, Nassau', phone: '+1 242 555 0102' },
  { id: 22, name: 'Out for delivery', ...nassau, releases: true },
  { id: 23, name: 'Delivered', ...nassau, releases: true },
];

export const offices = [
  { number: '101', locationId: 1 },
  { number: '102', locationId: 1 },
  { number: '201', locationId: 2 },
  { number: '202', locationId: 2 },
];

export const pickups = [
  { name: 'Costco Wholesale Doral', address: '7795 W Flagler St, Miami, FL 33144', phone: '+1 305 555 0110', email: null },
  { name: 'Home Depot Hialeah', address: '1150 W 49th St, Hialeah, FL 33012', phone: '+1 305 555 0111', email: null },
  { name: 'Best Buy Dadeland', address: '8290 S Dixie Hwy, Miami, FL 33143', phone: '+1 305 555 0112', email: null },
  { name: 'Sawgrass Mills Pickup Desk', address: '12801 W Sunrise Blvd, Sunrise, FL 33323', phone: '+1 954 555 0113', email: null },
];
