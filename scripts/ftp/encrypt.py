# The support team's "secure" announcement encryptor (source of ftp/encrypt.pyc).
# Textbook RSA without padding, applied to one character at a time: every character of the
# input becomes one line of ciphertext. Deliberately weak: the public key is all it takes to
# recover the text, by encrypting every printable character and comparing.
import sys

N = 110721663227890788751013349787864857602524372958076222243119819558188950704057873744986984327458575320347810878930786588443069773308296888293477128037606050839267947770266582431001778052533984251965662337131612295285903739628766832473089841509160794479911772874277247666540931319258981956363956776551946167501
E = 65537


def encrypt(text):
    return [pow(ord(char), E, N) for char in text]


if __name__ == '__main__':
    source = sys.argv[1] if len(sys.argv) > 1 else 'announcement.md'
    target = sys.argv[2] if len(sys.argv) > 2 else 'announcement_encrypted.md'
    with open(source, encoding='utf-8') as plain:
        text = plain.read()
    with open(target, 'w', encoding='utf-8', newline='\n') as cipher:
        for number in encrypt(text):
            cipher.write(str(number) + '\n')
