/** Where a customer's mail sends them: pages of the portal, under the product's public address. */
export const portalLinks = (publicUrl: string) => ({
  dashboard: `${publicUrl}/client/dashboard`,
  myAccount: `${publicUrl}/my-account`,
  order: (id: number) => `${publicUrl}/orders/${id}`,
  invoice: (id: number) => `${publicUrl}/invoices/${id}`,
});

/**
 * The last lines of a mail a customer may turn off (received, arrived, ready to pay): where their
 * orders and invoices are, and where to stop such mail.
 */
export const updatesFooter = (publicUrl: string) => {
  const links = portalLinks(publicUrl);
  return ['', `Your orders and invoices: ${links.dashboard}`, `To stop these emails (payment receipts still come), turn them off under My Account: ${links.myAccount}`];
};
