/**
 * Passwords people pick most often that still have a letter, a digit and 8 characters, in lower
 * case: the top of the public breach lists (NCSC's 100k list, rockyou) and their Indonesian
 * counterparts. Guessers try these first, so a lockout after five attempts does not save them.
 * Runs and repeats ("abcd1234", "a1a1a1a1") are refused by rule in `password.ts`, so their many
 * variants need no entry; the best known of them ("qwerty123") are listed all the same.
 * Never list a password the demo accounts, seeds or tests use as a valid one.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `
  password1 password2 password01 password12 password123 password1234 1password
  password2024 password2025 password2026 passw0rd passw0rd1 p@ssw0rd p@ssw0rd1 p@ssword1
  pa55word pa55w0rd p4ssw0rd p4ssword pa$$w0rd pass1234 pass12345 passwort1
  qwerty12 qwerty123 qwerty1234 qwerty12345 qwerty123456 qwertyuiop1 qwe12345 qwer1234
  1qaz2wsx 1qazxsw2 zaq12wsx qazwsx123 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y q1w2e3r4 q1w2e3r4t5
  asdf1234 asdfgh12 asdfghjkl1 zxcvbnm1 zxcvbnm123 a1b2c3d4 a1b2c3d4e5 1a2b3c4d abc123abc
  iloveyou1 iloveyou2 iloveyou12 iloveyou123 admin123 admin1234 admin12345 administrator1
  root1234 welcome1 welcome12 welcome123 letmein1 letmein123 trustno1 changeme1 secret123
  test1234 test12345 testing123 user1234 guest123 login123 hello123 hello1234 blink182
  sunshine1 princess1 football1 baseball1 soccer123 monkey123 dragon123 shadow123 master123
  superman1 batman123 michael1 charlie1 jordan23 liverpool1 chelsea1 arsenal1 starwars1
  pokemon1 computer1 internet1 freedom1 whatever1 samsung1 samsung123 google123 facebook1
  sayang123 sayang1234 sayangku1 sayangku123 sayangkamu1 akusayangkamu1 cinta123 cinta1234
  cintaku1 cintaku123 cintakamu1 bismillah1 bismillah123 alhamdulillah1 allahuakbar1
  insyaallah1 subhanallah1 muhammad1 muhammad123 indonesia1 indonesia123 indonesia45
  merdeka45 merdeka17 merdeka1945 pancasila1 pancasila45 garuda123 nusantara1 rahasia1
  rahasia12 rahasia123 rahasia1234 rahasiaku1 katasandi1 katasandi123 sandi123 sandi1234
  jakarta1 jakarta123 bandung123 surabaya1 semarang1 yogyakarta1 jogja123 medan123
  persib1933 persija1928 anjing123 kucing123 doraemon1 sahabat123 semangat1 semangat123
  bahagia123 selamat123 keluarga1 mama1234 papa1234 bunda123 anakku123 cantik123 ganteng123
  sbc12345 sbc123456 komunitas1 komunitas123 anggota1 anggota123
  `
    .trim()
    .split(/\s+/),
);
