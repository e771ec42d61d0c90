import AES from 'crypto-js/aes.js';
import { DEFAULT_LOGIN_CIPHER_KEY } from '../../domain/api/accounts.ts';

/**
 * Spec §7 weblogin: the password travels encrypted with a symmetric cipher under a client-side key
 * (crypto-js passphrase mode). The key is configurable at build; the server holds the same one.
 * Imported only by the login dialog's chunk, so crypto never weighs on the first load.
 */
const key: string = import.meta.env.VITE_LOGIN_CIPHER_KEY ?? DEFAULT_LOGIN_CIPHER_KEY;

export const encryptPassword = (password: string): string => AES.encrypt(password, key).toString();
