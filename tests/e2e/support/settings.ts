// The tenant settings page's address: the staff console may move it, and this is the one line to change.
export const SETTINGS_PATH = '/console/settings';
