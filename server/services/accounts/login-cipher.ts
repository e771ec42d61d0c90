/**
 * Reads the weblogin password: the browser sends CryptoJS.AES.encrypt(password, key).toString(), the
 * OpenSSL "Salted__" format with a key derived from the passphrase (spec section 7).
 */
import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';

/** null when the text is not a ciphertext of this key (wrong key, garbage, or a plain password). */
export const decryptLoginPassword = (ciphertext: string, key: string): string | null => {
  try {
    const plain = AES.decrypt(ciphertext, key).toString(Utf8);
    return plain === '' ? null : plain;
  } catch {
    // A wrong key usually yields bytes that are not UTF-8, which crypto-js reports by throwing.
    return null;
  }
};
