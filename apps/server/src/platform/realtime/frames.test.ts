import { describe, expect, it } from 'vitest';
import { FrameError, FrameParser, serializeFrame } from './frames';

const parse = (text: string | Buffer, limit = 1024) =>
  new FrameParser(limit).push(Buffer.isBuffer(text) ? text : Buffer.from(text));

describe('STOMP 1.2 frame parser', () => {
  it('reads command, headers and body, skipping heart-beat EOLs and accepting CRLF', () => {
    const [a, b] = parse(
      '\n\r\nSUBSCRIBE\r\nid:0\r\ndestination:/topic/*\r\n\r\n\0\nUNSUBSCRIBE\nid:0\n\n\0',
    );
    expect(a).toMatchObject({
      command: 'SUBSCRIBE',
      headers: { id: '0', destination: '/topic/*' },
    });
    expect(b).toMatchObject({ command: 'UNSUBSCRIBE', headers: { id: '0' } });
  });

  it('unescapes header values except on CONNECT, and keeps the first of repeated headers', () => {
    const [sub] = parse('SUBSCRIBE\nid:a\\cb\\nc\\\\d\\re\nid:second\ndestination:/topic/*\n\n\0');
    expect(sub!.headers.id).toBe('a:b\nc\\d\re');
    const [connect] = parse('CONNECT\naccept-version:1.2\nlogin:a\\b\n\n\0');
    expect(connect!.headers.login).toBe('a\\b');
  });

  it('treats an undefined escape sequence as a fatal error', () => {
    expect(() => parse('SUBSCRIBE\nid:a\\tb\n\n\0')).toThrow(FrameError);
    expect(() => parse('SUBSCRIBE\nid:a\\\n\n\0')).toThrow('Sequência de escape inválida');
  });

  it('uses content-length (bytes) so a body may contain NUL and multi-byte characters', () => {
    const body = Buffer.from('çã\0é', 'utf8');
    const frame = Buffer.concat([
      Buffer.from(`SEND\ndestination:/x\ncontent-length:${body.length}\n\n`),
      body,
      Buffer.from('\0'),
    ]);
    const [parsed] = parse(frame);
    expect(parsed!.body.equals(body)).toBe(true);
    expect(() => parse('SEND\ncontent-length:2\n\nabc\0')).toThrow('NUL');
    expect(() => parse('SEND\ncontent-length:-1\n\n\0')).toThrow('content-length inválido');
  });

  it('joins a frame split over several messages', () => {
    const parser = new FrameParser(1024);
    expect(parser.push(Buffer.from('SUBSCR'))).toEqual([]);
    expect(parser.push(Buffer.from('IBE\nid:1\ndestination:/topic/*\n'))).toEqual([]);
    const [frame] = parser.push(Buffer.from('\n\0'));
    expect(frame!.headers.id).toBe('1');
  });

  it('refuses unknown commands and headers without a colon', () => {
    expect(() => parse('HELLO\n\n\0')).toThrow('Comando STOMP desconhecido');
    expect(() => parse('\x00\x01garbage\n\n\0')).toThrow(FrameError);
    expect(() => parse('SUBSCRIBE\nno-colon\n\n\0')).toThrow('Cabeçalho STOMP malformado');
  });

  it('refuses frames over the size limit, declared or pending', () => {
    expect(() => parse('SEND\ncontent-length:5000\n\n', 1024)).toThrow('Quadro grande demais');
    expect(() => parse(`SEND\ndestination:/x\n\n${'a'.repeat(2000)}`, 1024)).toThrow(
      'Quadro grande demais',
    );
    expect(() => parse(`SEND\ndestination:/x\n\n${'a'.repeat(2000)}\0`, 1024)).toThrow(
      'Quadro grande demais',
    );
  });
});

describe('STOMP 1.2 frame serializer', () => {
  it('counts content-length in UTF-8 bytes and escapes header values', () => {
    const text = serializeFrame(
      'MESSAGE',
      { destination: '/topic/a:b', subscription: 'x\ny' },
      '{"n":"ação"}',
    );
    expect(text).toBe(
      'MESSAGE\ndestination:/topic/a\\cb\nsubscription:x\\ny\ncontent-length:14\n\n{"n":"ação"}\0',
    );
  });

  it('does not escape CONNECTED headers', () => {
    expect(serializeFrame('CONNECTED', { version: '1.2', 'heart-beat': '10000,10000' })).toBe(
      'CONNECTED\nversion:1.2\nheart-beat:10000,10000\n\n\0',
    );
  });
});
