/**
 * Every message id that domain rules, machines and the server hand to the app, with its default
 * text. Ids are stable codes; the app maps each to a Lingui message whose source is this text.
 * Texts quoted by the spec are kept word for word (including the Chinese-only ones); the others
 * (space booking, generic validators) are our wording where the spec names the rule but not the text.
 */
export const messageDefaults = {
  // Field validation, spec section 5
  required: 'This field is required',
  invalidEmail: 'Invalid email address',
  passwordRule: '6 to 18 characters with letters and numbers',
  passwordMismatch: "Password doesn't match",
  agreementRequired: 'Please check this box if you want to create an account',
  pleaseInputName: 'please input name',
  pleaseInputCompanyName: 'please input company name',
  pleaseInputDuty: 'please input duty',
  pleaseInputEmail: 'please input email',
  pleaseInputCorrectEmail: 'please input the correct email address',
  chooseCompanyFromSuggestions: '请选择公司名',
  customerNoTooShort: 'Please enter at least 5 characters of the customer no',

  // Generic validator set, spec section 5
  notAnInteger: 'Please enter an integer',
  notANumber: 'Please enter a number',
  tooManyDecimals: 'Too many decimal places',
  notLessThan: 'The value must be less than the limit',
  tooSmall: 'The value is too small',
  tooLarge: 'The value is too large',
  atLeastOneRequired: 'Please fill in at least one of these fields',
  tooLong: 'Too many characters',
  invalidMobile: 'Invalid mobile number',
  numberFormat8_4: 'At most 8 integer digits and 4 decimal places',
  numberFormat7_3: 'At most 7 integer digits and 3 decimal places',
  numberFormat9_3: 'At most 9 integer digits and 3 decimal places',
  numberFormat10_2: 'At most 10 integer digits and 2 decimal places',
  numberFormat12_0: 'At most 12 integer digits and no decimal places',
  startAfterEnd: 'The start date cannot be after the end date',
  invalidColour: 'Invalid colour value',
  illegalDateFormat: 'Illegal date format',
  duplicateValue: 'Duplicate values are not allowed',
  repeatCheckWithoutComparison: 'Duplicates cannot be checked without a comparison',

  // Space booking, spec section 5
  quantityRequired: 'Please enter the quantity',
  quantityNotInteger: 'The quantity must be an integer',
  quantityNotPositive: 'The quantity must be greater than 0',
  quantityExceedsRemaining: 'The quantity cannot exceed the remaining quantity',
  attorneyFileRequired: 'Please upload the attorney file',
  fileTooLarge: 'A single file cannot exceed 10M',
  duplicateContainerType: 'Duplicate container types are not allowed',
  etdStartAfterEnd: 'The start ETD cannot be after the end ETD',
  emptySpaceCannotBeBooked: 'An empty space cannot be booked',
  emptyRouteCodeCannotBeBooked: 'An empty route code cannot be booked',
  reservedQuantityExceedsAllowance: 'The reserved quantity cannot exceed the allowance',
  customerTypeMissing: 'Your customer type is not set. Please contact customer service to maintain it.',

  // Head picture, spec §3 headPic (domain/profile/head-picture.ts)
  headPictureTooLarge: 'The picture cannot exceed 2 MB',
  headPictureTypeNotAllowed: 'Only a PNG or JPEG picture can be used',

  // Access, spec section 6
  loginToViewRates: 'Please login to view rates detail',
  certifyToViewRates: 'Please certificate to view rates detail',

  // Notices, spec section 8
  mailSent: 'Successful mail delivery',
  passwordChanged: 'Successful password modification',
  applySuccess: 'apply success',
  activationEmailExpired: 'Sorry, your activated email has expired',
  submitFailed: '提交失败',
  submitSucceeded: '提交成功',
  cannotDeleteInCurrentState: 'Cannot delete in the current state.',
  copySucceeded: 'Content copied to clipboard!',
  copyFailed: 'Sorry, copy failed!',
} as const;

export type MessageId = keyof typeof messageDefaults;

export const messageIds = Object.keys(messageDefaults) as readonly MessageId[];

export const isMessageId = (value: string): value is MessageId => Object.hasOwn(messageDefaults, value);
