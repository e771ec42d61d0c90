/** API paths of the staff's customer list (portal-defined: spec §6 has customer service, no screens). */
export const CustomerPath = {
  listCustomers: 'staffcustomer/listCustomers',
  setCustomerType: 'staffcustomer/setCustomerType',
  setCustomerActive: 'staffcustomer/setCustomerActive',
} as const;
