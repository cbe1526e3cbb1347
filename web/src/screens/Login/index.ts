// The login page's chunk (see app/lazy.ts); the login dialog loads the same form in its own chunk.
export { LoginScreen } from './LoginScreen';
