import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {API_DOCUMENTS} from '../../src/plugins/endpoints/openapi/apis';
import {loadAllApis, type LoadedApi} from '../../src/plugins/endpoints/openapi/load';
import {
  postmanCollection,
  type PostmanCollection,
} from '../../src/plugins/endpoints/openapi/postman';
import {publishedDocument} from '../../src/plugins/endpoints/openapi/published';
import {operationsOf} from '../../src/plugins/endpoints/openapi/types';

const siteDir = path.resolve(__dirname, '../..');
let apis: Map<string, LoadedApi>;

beforeAll(async () => {
  apis = await loadAllApis(siteDir);
});

interface Request {
  readonly name: string;
  readonly request: {
    readonly method: string;
    readonly url: {
      readonly raw: string;
      readonly query?: readonly {key: string; value: string; disabled?: boolean}[];
    };
    readonly body?: {mode: string; raw?: string};
  };
}

/** Every request of a collection, with the folder it is in. */
function requests(items: readonly unknown[], folder = ''): {folder: string; item: Request}[] {
  return items.flatMap((entry) => {
    const item = entry as {name: string; item?: unknown[]; request?: unknown};
    return item.item ? requests(item.item, item.name) : [{folder, item: item as Request}];
  });
}

describe.each(API_DOCUMENTS.map((api) => [api.id, api] as const))(
  'the Postman collection of the %s document',
  (id, api) => {
    let collection: PostmanCollection;
    beforeAll(async () => {
      collection = await postmanCollection(
        publishedDocument(apis.get(id)!, 'https://docs.example.com'),
        api,
      );
    });

    it('is the same from one conversion of the document to the next', async () => {
      // A build with nothing changed must publish the same file (the converter's ids and any
      // value it makes up for a field without an example are random).
      const again = await postmanCollection(
        publishedDocument(apis.get(id)!, 'https://docs.example.com'),
        api,
      );
      expect(JSON.stringify(again)).toBe(JSON.stringify(collection));
    });

    it('has one request per operation, in a folder per page', () => {
      const operations = [...operationsOf(apis.get(id)!.dereferenced)];
      const all = requests(collection.item);
      expect(all).toHaveLength(operations.length);
      const methods = (list: {method: string}[]) =>
        list.map((entry) => entry.method.toUpperCase()).sort();
      expect(methods(all.map(({item}) => item.request))).toEqual(methods(operations));
      const tags = new Set(operations.map(({operation}) => operation.tags?.[0]));
      expect(new Set(all.map(({folder}) => folder.toLowerCase()))).toEqual(
        new Set([...tags].map((tag) => tag?.toLowerCase())),
      );
    });

    it('declares every variable it uses, the key with its placeholder', () => {
      // Bodies are left out: their {{SERVER_MEMORY}}-style text is the panel's own startup
      // placeholders, which Postman sends as written when no variable has that name.
      const text =
        JSON.stringify(
          requests(collection.item).map(({item}) => ({
            url: item.request.url,
            header: (item.request as {header?: unknown}).header,
            auth: (item.request as {auth?: unknown}).auth,
          })),
        ) + JSON.stringify(collection.auth ?? {});
      const used = new Set([...text.matchAll(/\{\{([^{}]+)\}\}/g)].map((match) => match[1]));
      const declared = new Set((collection.variable ?? []).map((variable) => variable.key));
      expect(used.size).toBeGreaterThan(0);
      expect([...used].filter((name) => !declared.has(name!))).toEqual([]);
      expect(collection.variable?.find((variable) => variable.key === 'bearerToken')?.value).toBe(
        api.keyPlaceholder,
      );
    });

    it('sends documented examples, never a bare type name, in query parameters and bodies', () => {
      for (const {item} of requests(collection.item)) {
        for (const parameter of item.request.url.query ?? []) {
          expect(parameter.value, `${item.name}: ${parameter.key}`).not.toMatch(
            /^<?(string|integer|number|boolean)>?$/,
          );
        }
        if (item.request.body?.raw) {
          expect(item.request.body.raw, item.name).not.toMatch(
            /"<?(string|integer|number|boolean)>?"/,
          );
        }
      }
    });
  },
);
