#!/usr/bin/env node
// Builds a HAR 1.2 file from nock recordings (https://github.com/nock/nock#recording): the recorded calls of
// PayPal's Node SDK test suite (paypal/PayPal-node-SDK, test/mocks/*.js: real 2014 sandbox requests with PayPal's
// status and reply), as an HTTP proxy would have exported that traffic. Used to make
// Tests/RealDocuments/traffic/node-sdk-sandbox-2014.har (see the README there).
//
// Usage: node Scripts/har_from_nock.js MOCK.js... > traffic.har
//
// Each `nock(host).<method>(path, body).reply(status, body, headers)` becomes one entry, in file order: the request
// body as the SDK sends it (JSON.stringify of the recorded object, or the recorded string), the reply's status,
// headers and body. Recordings hold no request headers; each request gets the Content-Type the SDK sends and, after
// an OAuth token call, `Authorization: Bearer <that call's access_token>` (sandbox tokens of 2014, long expired),
// so the file has the secrets a real capture has, for the tests that prove ppdata never prints them.
'use strict';
const fs = require('fs');
const Module = require('module');

const entries = [];
let bearer = null;

function record(host, method, path, body, status, reply, headers) {
  const requestText = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const replyText = reply === undefined ? '' : typeof reply === 'string' ? reply : JSON.stringify(reply);
  const requestHeaders = [{ name: 'Host', value: host.replace(/^https?:\/\//, '') }];
  const form = requestText !== undefined && !/^\s*[\[{]/.test(requestText);
  if (requestText !== undefined) {
    requestHeaders.push({ name: 'Content-Type', value: form ? 'application/x-www-form-urlencoded' : 'application/json' });
  }
  if (bearer && !path.startsWith('/v1/oauth2/token')) requestHeaders.push({ name: 'Authorization', value: 'Bearer ' + bearer });
  const responseHeaders = Object.entries(headers || {}).map(([name, value]) => ({ name, value: String(value) }));
  const contentType = (headers && headers['content-type']) || 'application/json';
  const date = headers && headers.date ? new Date(headers.date) : new Date(0);
  const entry = {
    startedDateTime: date.toISOString(),
    time: 0,
    request: {
      method: method.toUpperCase(), url: host + path, httpVersion: 'HTTP/1.1', cookies: [], headers: requestHeaders,
      queryString: [], headersSize: -1, bodySize: requestText === undefined ? 0 : Buffer.byteLength(requestText),
    },
    response: {
      status, statusText: '', httpVersion: 'HTTP/1.1', cookies: [], headers: responseHeaders,
      content: { size: Buffer.byteLength(replyText), mimeType: contentType, text: replyText },
      redirectURL: '', headersSize: -1, bodySize: Buffer.byteLength(replyText),
    },
    cache: {},
    timings: { send: 0, wait: 0, receive: 0 },
  };
  if (requestText !== undefined) {
    entry.request.postData = { mimeType: form ? 'application/x-www-form-urlencoded' : 'application/json', text: requestText };
  }
  entries.push(entry);
  if (path.startsWith('/v1/oauth2/token')) {
    try { bearer = JSON.parse(replyText).access_token || bearer; } catch (_) { /* not JSON: keep the last token */ }
  }
}

// A stand-in for nock that records each interceptor instead of installing it. Calls other than the HTTP methods
// and `reply` (matchHeader, query, times...) are accepted and change nothing.
function nock(recordedHost) {
  // nock's recorder wrote some hosts with the port twice (`https://api.sandbox.paypal.com:443:443`), which is no
  // URL; the SDK called the default HTTPS port.
  const host = recordedHost.replace(/(:443)+$/, '');
  const scope = new Proxy({}, {
    get(_, name) {
      if (['get', 'post', 'put', 'patch', 'delete', 'head'].includes(name)) {
        return (path, body) => {
          const interceptor = new Proxy({}, {
            get(__, call) {
              if (call === 'reply') {
                return (status, reply, headers) => { record(host, name, path, body, status, reply, headers); return scope; };
              }
              return () => interceptor;
            },
          });
          return interceptor;
        };
      }
      return () => scope;
    },
  });
  return scope;
}
nock.back = {};
nock.recorder = { rec() {}, play() { return []; } };
nock.cleanAll = () => {};
nock.disableNetConnect = () => {};
nock.enableNetConnect = () => {};

const load = Module._load;
Module._load = function (request, parent, isMain) {
  return request === 'nock' ? nock : load.call(this, request, parent, isMain);
};
for (const file of process.argv.slice(2)) require(fs.realpathSync(file));

process.stdout.write(JSON.stringify({
  log: { version: '1.2', creator: { name: 'ppdata Scripts/har_from_nock.js', version: '1' }, pages: [], entries },
}, null, 2) + '\n');
