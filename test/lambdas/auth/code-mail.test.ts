import {
  CODE_MAILS,
  CODE_PLACEHOLDER,
  codeMail,
  interfaceLanguage,
  mailLanguage,
} from '../../../lambdas/auth/code-mail';
import { INTERFACE_LANGUAGES } from '../../../lib/contract/codes';

describe('CODE_MAILS', () => {
  it('has every code mail in each of the five interface languages, each with the code placeholder once', () => {
    expect(Object.keys(CODE_MAILS).sort()).toEqual([...INTERFACE_LANGUAGES].sort());
    for (const language of INTERFACE_LANGUAGES) {
      const mails = Object.values(CODE_MAILS[language]);
      expect(mails).toHaveLength(3);
      for (const mail of mails) {
        expect(mail.subject).toContain('PlayJoin');
        expect(mail.message.split(CODE_PLACEHOLDER)).toHaveLength(2);
      }
    }
  });

  it('has a text of its own per language', () => {
    const subjects = INTERFACE_LANGUAGES.map((language) => CODE_MAILS[language].signUp.subject);
    expect(new Set(subjects).size).toBe(INTERFACE_LANGUAGES.length);
  });
});

describe('interfaceLanguage', () => {
  it.each([
    ['en', 'en'],
    ['pt-BR', 'pt'],
    ['es_MX', 'es'],
    [' JA ', 'ja'],
    ['ko', 'ko'],
  ])('reads %s as %s', (tag, language) => {
    expect(interfaceLanguage(tag)).toBe(language);
  });

  it.each([undefined, '', 'fr', 'de-DE', 'english'])('finds no interface language in %s', (tag) => {
    expect(interfaceLanguage(tag)).toBeUndefined();
  });
});

describe('mailLanguage', () => {
  it("takes the call's language first", () => {
    expect(mailLanguage({ languageCode: 'es' }, { locale: 'ja' })).toBe('es');
  });

  it("falls back to the account's locale when the call names none, or none the interface has", () => {
    expect(mailLanguage(undefined, { locale: 'ja' })).toBe('ja');
    expect(mailLanguage({ languageCode: 'fr' }, { locale: 'ko' })).toBe('ko');
  });

  it('falls back to English when neither names an interface language', () => {
    expect(mailLanguage(undefined, {})).toBe('en');
    expect(mailLanguage({ languageCode: 'xx' }, { locale: 'de' })).toBe('en');
  });
});

describe('codeMail', () => {
  it.each([
    ['SignUp', 'signUp'],
    ['ResendCode', 'signUp'],
    ['ForgotPassword', 'resetPassword'],
    ['UpdateUserAttribute', 'confirmEmail'],
    ['VerifyUserAttribute', 'confirmEmail'],
  ] as const)('answers %s with the %s mail', (source, kind) => {
    expect(codeMail(source, 'ko')).toEqual(CODE_MAILS.ko[kind]);
  });

  it("puts Cognito's code parameter where the code goes", () => {
    const mail = codeMail('ForgotPassword', 'pt', '{####}');

    expect(mail).toEqual({
      subject: 'Seu código para redefinir a senha do PlayJoin',
      message:
        'Seu código para redefinir a senha do PlayJoin é {####}. Se você não pediu para redefinir sua senha, ignore este e-mail.',
    });
    expect(codeMail('SignUp', 'en', '123456')!.message).toBe(
      'Welcome to PlayJoin! Your verification code is 123456. If you did not sign up, ignore this email.',
    );
  });

  it('leaves the messages PlayJoin sends no code mail for to Cognito', () => {
    expect(codeMail('AdminCreateUser', 'es')).toBeUndefined();
    expect(codeMail('Authentication', 'es')).toBeUndefined();
  });
});
