/** API paths of the staff's customer list (portal-defined: spec §6 has customer service, no screens). */
export const CustomerPath = {
  listCustomers: 'staffcustomer/listCustomers',
  setCustomerType: 'staffcustomer/setCustomerType',
  setCustomerActive: 'staffcustomer/setCustomerActive',
  /** One customer's page: profile, certification trail, sessions, contact and allowance. */
  getCustomer: 'staffcustomer/getCustomer',
  setServiceContact: 'staffcustomer/setServiceContact',
  setSpaceAllowance: 'staffcustomer/setSpaceAllowance',
  /** Signs the customer out everywhere (the account stays active). */
  endCustomerSessions: 'staffcustomer/endCustomerSessions',
} as const;
