/*
 * Generated from the API's OpenAPI document (GET /api/v1/openapi.json) by `npm run api:types`;
 * do not edit. test/server/http/api-types.test.ts fails when it no longer matches the contract.
 */
export type paths = {
    "/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List customers, oldest first */
        get: {
            parameters: {
                query?: {
                    /** @description nextCursor of the previous page, as given (opaque, valid for this organization only) */
                    cursor?: string;
                    /** @description default 50; values above 200 are clamped */
                    limit?: number;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of customers */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: {
                                items: components["schemas"]["Customer"][];
                                nextCursor: string | null;
                            };
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Create a customer */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateCustomer"];
                };
            };
            responses: {
                /** @description Replay of an earlier create */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Customer"];
                        };
                    };
                };
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Customer"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one customer */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The customer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Customer"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List job sites, oldest first */
        get: {
            parameters: {
                query?: {
                    /** @description nextCursor of the previous page, as given (opaque, valid for this organization only) */
                    cursor?: string;
                    /** @description default 50; values above 200 are clamped */
                    limit?: number;
                    customerId?: string;
                    search?: string;
                    /** @description Extension: case-insensitive part of the site's label, of its street line or of its customer's name (a clerk finding the site to estimate for); `search` keeps to the street line */
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of sites */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: {
                                items: components["schemas"]["Site"][];
                                nextCursor: string | null;
                            };
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Create a job site; the address is geocoded and settles the coordinates */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateSite"];
                };
            };
            responses: {
                /** @description Replay of an earlier create */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Site"];
                        };
                    };
                };
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Site"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sites/{siteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one job site */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    siteId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The site */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Site"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set a site's position by hand (beyond api.md)
         * @description Extension. Both coordinates, every problem at once (422). The site reads locationPrecision `manual`; its districts are tagged again and the routes of the crew-days visiting it from today on go stale and are planned again.
         */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path: {
                    siteId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MoveSite"];
                };
            };
            responses: {
                /** @description The site as it is now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Site"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/catalog/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List catalog items, oldest first; active ones only unless activeOnly=false */
        get: {
            parameters: {
                query?: {
                    /** @description nextCursor of the previous page, as given (opaque, valid for this organization only) */
                    cursor?: string;
                    /** @description default 50; values above 200 are clamped */
                    limit?: number;
                    activeOnly?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of catalog items */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: {
                                items: components["schemas"]["CatalogItem"][];
                                nextCursor: string | null;
                            };
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sites/{siteId}/trees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Trees captured at a site (not paginated) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    siteId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The trees of the site */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: {
                                items: components["schemas"]["Tree"][];
                            };
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Add a tree to a site from the office (beyond api.md)
         * @description Extension. Every problem at once (422); a site of another organization is a 404.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path: {
                    siteId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateTree"];
                };
            };
            responses: {
                /** @description Replay of an earlier create */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Tree"];
                        };
                    };
                };
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Tree"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trees/{treeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one tree */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    treeId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The tree */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Tree"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Delete a tree with its photos and notes (beyond api.md)
         * @description Extension. A tree an estimate line names is kept: 409 naming the estimate.
         */
        delete: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path: {
                    treeId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            /** @description Extension: the tree is gone, with its photos and the notes dictated at it */
                            data: {
                                /** @enum {boolean} */
                                removed: true;
                            };
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Correct a tree (beyond api.md)
         * @description Extension. Only the fields sent change; every problem at once (422).
         */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path: {
                    treeId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UpdateTree"];
                };
            };
            responses: {
                /** @description The tree as it is now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Tree"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/trees/{treeId}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Photos of a tree with short-lived signed links (not paginated) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    treeId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The photos of the tree */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: {
                                items: components["schemas"]["TreePhoto"][];
                            };
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Upload a photo of a tree (beyond api.md)
         * @description Extension. The image travels base64 in the JSON body, so the service's body cap (413) bounds it; its type is read from its bytes.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path: {
                    treeId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreatePhoto"];
                };
            };
            responses: {
                /** @description Replay of an earlier create */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["TreePhoto"];
                        };
                    };
                };
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["TreePhoto"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sites/{siteId}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Site and tree notes of a site, oldest first (not paginated) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    siteId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The notes of the site */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: {
                                items: components["schemas"]["Note"][];
                            };
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Type a note about a site or one of its trees (beyond api.md)
         * @description Extension. A treeId that is not a tree of this site is a 404.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path: {
                    siteId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateNote"];
                };
            };
            responses: {
                /** @description Replay of an earlier create */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Note"];
                        };
                    };
                };
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Note"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/estimates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List estimates, oldest first, by site, payer or status (beyond api.md) */
        get: {
            parameters: {
                query?: {
                    /** @description nextCursor of the previous page, as given (opaque, valid for this organization only) */
                    cursor?: string;
                    /** @description default 50; values above 200 are clamped */
                    limit?: number;
                    /** @description extension: oldest first (api.md default) or newest first; send the same order with a cursor */
                    order?: "oldest" | "newest";
                    siteId?: string;
                    customerId?: string;
                    status?: "draft" | "sent" | "accepted" | "declined" | "canceled" | "scheduled" | "completed";
                    /** @description Extension: true keeps estimates with a live (not voided) invoice, false those without one: the work still to bill */
                    billed?: "true" | "false";
                    /** @description Extension: a job number (JOB-12 or 12) finds that estimate; other text, estimates whose customer's name or site's label or street contains it */
                    search?: string;
                    /** @description Extension: made on or after this day (the organization's day) */
                    createdFrom?: string;
                    /** @description Extension: made on or before this day, inclusive (the organization's day); before createdFrom is refused (422) */
                    createdTo?: string;
                    /** @description Extension: estimates with a placement on this crew, any day */
                    crewId?: string;
                    /** @description Extension: totalCents at least this (whole cents, inclusive; the priced lines' sum, as the estimate reads) */
                    minTotalCents?: string;
                    /** @description Extension: totalCents at most this (whole cents, inclusive); below minTotalCents is refused (422) */
                    maxTotalCents?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of estimates */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: {
                                items: components["schemas"]["Estimate"][];
                                nextCursor: string | null;
                            };
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Write a draft estimate of catalog-backed lines
         * @description Totals are computed from quantities and unit prices; a total sent by the client is ignored.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateEstimate"];
                };
            };
            responses: {
                /** @description Replay of an earlier create */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Estimate"];
                        };
                    };
                };
                /** @description Created as a draft with its JOB number */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Estimate"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/estimates/{estimateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one estimate with its lines */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    estimateId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The estimate */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Estimate"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/estimates/{estimateId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record that the customer accepted the estimate
         * @description Draft or sent becomes accepted; accepting an accepted estimate answers it unchanged; declined, canceled, scheduled or completed work answers 422.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path: {
                    estimateId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The accepted estimate */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Estimate"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/estimates/{estimateId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a draft or sent estimate nobody will accept (beyond api.md)
         * @description Extension. Draft or sent becomes canceled (it keeps its number and stays listed); canceling a canceled estimate answers it unchanged; accepted, scheduled, completed or declined work answers 422 on `status`.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path: {
                    estimateId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The canceled estimate */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Estimate"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/estimates/{estimateId}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record that the customer declined the estimate, with their reason (beyond api.md)
         * @description Extension. Draft or sent becomes declined (declinedAt, declinedReason); declining a declined estimate answers it unchanged; accepted, scheduled, completed or canceled work answers 422 on `status`. A declined estimate cannot be accepted (api.md).
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path: {
                    estimateId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DeclineEstimate"];
                };
            };
            responses: {
                /** @description The declined estimate */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Estimate"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/estimates/{estimateId}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy an estimate as a new draft (beyond api.md)
         * @description Extension. Same site and lines (prices, hours and trees as they were), a new JOB number, status draft, payer and expiry as on create; any status may be copied. Another organization's estimate is 404.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path: {
                    estimateId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Replay of an earlier duplicate */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Estimate"];
                        };
                    };
                };
                /** @description The new draft */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Estimate"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/estimates/{estimateId}/lines/{lineId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a line's hours or price, or mark its work done or pending (beyond api.md)
         * @description Extension. Hours only while the estimate is a draft (otherwise 422 on `status`); a price while a draft, or afterwards only for a line nobody priced, never on a declined or canceled estimate (otherwise 422 on `unitPriceCents`). `status` done or pending on accepted work only, and never back to pending once billed (otherwise 422 on `status`); done records `doneAt` and `doneBy`, and once every line is done the estimate reads `completed`. A crew key (field:write) changes only `status`, on its crew's days. A line of another estimate is 404. The estimate's hours and total are re-summed.
         */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path: {
                    estimateId: string;
                    lineId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UpdateEstimateLine"];
                };
            };
            responses: {
                /** @description The estimate with the changed line */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Estimate"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/estimates/{estimateId}/lines/done": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a whole stop's work done in one request (beyond api.md)
         * @description Extension. Every line of the estimate, or those `lineIds` names, reads done (lines done already keep when and by whom). Accepted work only (otherwise 422 on `status`); a line not of this estimate is a 422 on its `lineIds` entry. A crew key (field:write) on its crew's days.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path: {
                    estimateId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MarkLinesDone"];
                };
            };
            responses: {
                /** @description The estimate with its lines done */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Estimate"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/crews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List crews, archived ones included */
        get: {
            parameters: {
                query?: {
                    /** @description true: working crews only; false: archived only; omit for all */
                    active?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every crew by name (not paginated) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: {
                                items: components["schemas"]["Crew"][];
                            };
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/crews/{crewId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set what a crew can do (beyond api.md)
         * @description Extension. `serviceCategories`: the catalog's categories the crew takes (null: every one); `homeDistrictIds`: districts it prefers. Fit, the board and the planner respect them. Every problem at once (422).
         */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path: {
                    crewId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UpdateCrew"];
                };
            };
            responses: {
                /** @description The crew as it is now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Crew"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List invoices, oldest first
         * @description Extensions: order=newest; search by invoice number (INV-1042) or job number (JOB-12), a bare number matching either.
         */
        get: {
            parameters: {
                query?: {
                    /** @description nextCursor of the previous page, as given (opaque, valid for this organization only) */
                    cursor?: string;
                    /** @description default 50; values above 200 are clamped */
                    limit?: number;
                    /** @description extension: oldest first (api.md default) or newest first; send the same order with a cursor */
                    order?: "oldest" | "newest";
                    customerId?: string;
                    estimateId?: string;
                    financialStatus?: "draft" | "open" | "partial" | "paid" | "overdue" | "voided";
                    /** @description Extension: INV-1042 finds that invoice, JOB-12 the invoices billing that job, 1042 either (exact numbers; anything else is refused with 422) */
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of invoices */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: {
                                items: components["schemas"]["Invoice"][];
                                nextCursor: string | null;
                            };
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Bill a completed estimate, as a draft or posted at once
         * @description Refused with 422 unless the estimate is completed, has a customer and every line is priced; 409 when it already has a live invoice.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateInvoice"];
                };
            };
            responses: {
                /** @description Replay of an earlier create */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["InvoiceDetail"];
                        };
                    };
                };
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["InvoiceDetail"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{invoiceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one invoice with its lines and payments */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    invoiceId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The invoice */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["InvoiceDetail"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{invoiceId}/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post a draft invoice: it gets its INV number and becomes owed
         * @description Posting a posted invoice answers it unchanged; a voided invoice cannot be posted (422).
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path: {
                    invoiceId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The posted invoice */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["InvoiceDetail"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{invoiceId}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Void an invoice with a reason
         * @description An invoice that received payments cannot be voided (422); voiding a voided invoice answers it unchanged.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path: {
                    invoiceId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["VoidInvoice"];
                };
            };
            responses: {
                /** @description The voided invoice */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["InvoiceDetail"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{invoiceId}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a payment received against a posted invoice
         * @description More than the balance, or a draft or voided invoice, is refused with 422.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path: {
                    invoiceId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RecordPayment"];
                };
            };
            responses: {
                /** @description Replay of an earlier payment */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["InvoiceDetail"];
                        };
                    };
                };
                /** @description Payment recorded; the invoice with its new balance */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["InvoiceDetail"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{invoiceId}/payments/{paymentId}/reversal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extension: reverse a payment recorded by mistake, with a reason
         * @description The payment stays on record with reversedAt and reversalReason and no longer counts towards paidCents: the balance and financial status are restored. A payment already reversed, or one on a voided invoice, is refused with 422 on state; a payment not on this invoice is 404.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path: {
                    invoiceId: string;
                    paymentId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ReversePayment"];
                };
            };
            responses: {
                /** @description The invoice with the payment marked reversed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["InvoiceDetail"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/estimates/{estimateId}/document.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The estimate as the customer reads it, a PDF (beyond api.md) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    estimateId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The document, a PDF on US Letter with selectable text; the same record gives the same bytes. Shown inline, named by its number */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{invoiceId}/document.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The invoice as the customer reads it, a PDF (beyond api.md) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    invoiceId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The document, a PDF on US Letter with selectable text; the same record gives the same bytes. Shown inline, named by its number */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/estimates/{estimateId}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail the estimate to its customer with its PDF and the link to accept it online (beyond api.md)
         * @description Extension. `to` defaults to the customer's e-mail. A draft becomes sent; any later send is recorded too (sentAt, sentTo). Refused (422): no address or not an address (`to`), a canceled or declined estimate or one with unpriced lines (`status`). The message is queued in the same transaction; `delivery` says whether it leaves now or waits in the outbox.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path: {
                    estimateId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SendDocument"];
                };
            };
            responses: {
                /** @description The estimate as sent and the queued message */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: {
                                estimate: components["schemas"]["Estimate"];
                                message: components["schemas"]["Message"];
                                /**
                                 * @description sending: the mail worker sends it shortly; outbox: no mail server is set up, it waits in the outbox
                                 * @enum {string}
                                 */
                                delivery: "sending" | "outbox";
                            };
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/estimates/{estimateId}/handed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record that the estimate was handed to the customer, without e-mail (beyond api.md)
         * @description Extension. As a send (a draft becomes sent, sentAt recorded, sentTo null, sentHow handed) but nothing is e-mailed. Refused (422 on `status`) as a send is.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path: {
                    estimateId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The estimate as handed over */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Estimate"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{invoiceId}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail a posted invoice to its customer with its PDF (beyond api.md)
         * @description Extension. `to` defaults to the customer's e-mail; the first send sets firstSentAt. Refused (422): no address or not an address (`to`), a draft or voided invoice (`state`).
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path: {
                    invoiceId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SendDocument"];
                };
            };
            responses: {
                /** @description The invoice and the queued message */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: {
                                invoice: components["schemas"]["InvoiceDetail"];
                                message: components["schemas"]["Message"];
                                /**
                                 * @description sending: the mail worker sends it shortly; outbox: no mail server is set up, it waits in the outbox
                                 * @enum {string}
                                 */
                                delivery: "sending" | "outbox";
                            };
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The outbox: e-mails to customers, newest first (beyond api.md)
         * @description Extension. Every message with its status (waiting, delivered, failed), attempts and the last error. A key without invoices:read sees no invoice’s messages.
         */
        get: {
            parameters: {
                query?: {
                    /** @description nextCursor of the previous page, as given (opaque, valid for this organization only) */
                    cursor?: string;
                    /** @description default 50; values above 200 are clamped */
                    limit?: number;
                    /** @description only the messages about this estimate */
                    estimateId?: string;
                    /** @description only the messages about this invoice */
                    invoiceId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of messages */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: {
                                items: components["schemas"]["Message"][];
                                nextCursor: string | null;
                            };
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/schedule/notices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The visits in a span whose customer was told of their day (beyond api.md)
         * @description Extension: the board's marks, for the span the board shows.
         */
        get: {
            parameters: {
                query: {
                    from: string;
                    /** @description inclusive; at most 366 days after from */
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The told visits */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["ToldVisits"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Tell these jobs' customers when their work is now scheduled (beyond api.md)
         * @description Extension: the board's "Tell the customer" under the visit notice policy ask (docs/decisions/messages.md). Each job's notice is queued to leave a minute after its last change and tells the state then: scheduled for a day, moved to a day, or no longer scheduled. The jobs are named, or are those of the board's actions (`actionIds`, each still undoable). Refused (422) while the policy is off; an unknown job or action is a 404 and nothing is queued.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TellCustomers"];
                };
            };
            responses: {
                /** @description What happens for each job */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["TellCustomersResult"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sites/{siteId}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A site's mapped tree inventory: summary counts and a GeoJSON FeatureCollection */
        get: {
            parameters: {
                query?: {
                    /** @description 1 adds Content-Disposition: attachment with a file name */
                    download?: "0" | "1" | "true" | "false";
                };
                header?: never;
                path: {
                    siteId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The report; with download=1 it carries Content-Disposition: attachment */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["SiteReport"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/districts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List districts by name (not paginated) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every district */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: {
                                items: components["schemas"]["District"][];
                            };
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Define a district; every located site inside it is tagged at once */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateDistrict"];
                };
            };
            responses: {
                /** @description Replay of an earlier create */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["District"];
                        };
                    };
                };
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["District"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/districts/{districtId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a district (beyond api.md)
         * @description Extension. Its sites lose the tag; a queue or board filter naming it then matches nothing.
         */
        delete: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path: {
                    districtId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            /** @description Extension: the district is gone, and with it every site tag and queue filter match it made */
                            data: {
                                /** @enum {boolean} */
                                removed: true;
                            };
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Rename and/or reshape a district (beyond api.md)
         * @description Extension. Name and boundary are checked as on create, every problem at once (422); a name the organization already uses is a 409. A new boundary re-tags the located sites inside it.
         */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path: {
                    districtId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UpdateDistrict"];
                };
            };
            responses: {
                /** @description The district as it is now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["District"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/appointments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List estimate site visits by day (not paginated) */
        get: {
            parameters: {
                query?: {
                    /** @description appointments on or after; default today, UTC */
                    from?: string;
                    /** @description on or before, inclusive; omit for everything from `from` on */
                    to?: string;
                    assigneeIds?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Appointments in day order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: {
                                items: components["schemas"]["Appointment"][];
                            };
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Book an estimate site visit for a user of the organization */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateAppointment"];
                };
            };
            responses: {
                /** @description Replay of an earlier create */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Appointment"];
                        };
                    };
                };
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Appointment"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the people appointments can be assigned to, by name */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every user (not paginated) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: {
                                items: components["schemas"]["User"][];
                            };
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Change feed (Server-Sent Events) of placements, routes, estimates, districts and appointments
         * @description Each event carries `id:` (resume after it with the Last-Event-ID header or `lastEventId`), `event:` (its type) and `data:` (JSON payload). Without an id the feed starts from now. A comment line arrives every 15 s when nothing else does.
         */
        get: {
            parameters: {
                query?: {
                    /** @description resume after this event, for clients that cannot send the Last-Event-ID header (the header wins) */
                    lastEventId?: string;
                };
                header?: {
                    "last-event-id"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An endless event stream */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/schedule/bump": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a crew's whole day forward by working days
         * @description All or nothing. `days` is 1 to 60 working days. A target day changed by a concurrent bump answers 409 `conflict`: nothing moved, try again.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BumpDay"];
                };
            };
            responses: {
                /** @description Where the day went */
                200: {
                    headers: {
                        /** @description The action this write recorded, for POST /schedule/actions/{actionId}/undo (24 hours). Absent when the write changed nothing. */
                        "Action-Id"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["BumpResult"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/schedule/reassign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hand a crew's day to another crew on the same date */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ReassignDay"];
                };
            };
            responses: {
                /** @description What moved and what stayed */
                200: {
                    headers: {
                        /** @description The action this write recorded, for POST /schedule/actions/{actionId}/undo (24 hours). Absent when the write changed nothing. */
                        "Action-Id"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["ReassignResult"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/schedule/emergency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put a job next on a crew day */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["Emergency"];
                };
            };
            responses: {
                /** @description The day with the job in front */
                200: {
                    headers: {
                        /** @description The action this write recorded, for POST /schedule/actions/{actionId}/undo (24 hours). Absent when the write changed nothing. */
                        "Action-Id"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["EmergencyResult"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/schedule/fit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rank (crew, day) pairs for work; never places
         * @description `days` is 1 to 60 working days from `from`. Each fit also carries `detourMeters`, the cheapest insertion into the day's drive order.
         */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    /** @description working days from `from`, 1 to 60 (default 10) */
                    days?: number;
                    estimateIds?: string;
                    /** @description ignored when estimateIds given */
                    hours?: number;
                    lat?: number | null;
                    lng?: number | null;
                    crewIds?: string;
                    /** @description extension: at most this many fits, the best first (1 to 500); without it every crew-day of the window is ranked, as api.md says */
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every candidate day, best first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["FitResult"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/schedule/actions/{actionId}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extension: take a board action back in one transaction
         * @description The action is one whose answer carried `Action-Id` in the last 24 hours. Guarded by the versions of the crew-days it touched: a day changed since answers 409 `conflict` naming the days (crew and date) and what changed, with the newest later action on them (`laterActionId`) to undo first; nothing is applied. An undo is an action too (its `Action-Id`): undoing it redoes. An unknown, expired or other organization's action is a 404; an action already undone is a 409 with reason `already_undone`.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path: {
                    actionId: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["UndoAction"];
                };
            };
            responses: {
                /** @description Undone; the crew-days put back, as they are now */
                200: {
                    headers: {
                        /** @description The action this write recorded, for POST /schedule/actions/{actionId}/undo (24 hours). Absent when the write changed nothing. */
                        "Action-Id"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["UndoResult"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Not undone: a day changed since, the crew has started the work, or it was undone already (with the days); or an Idempotency-Key used for another request */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            data: {
                                /** @enum {string} */
                                code: "conflict";
                                /** @enum {string} */
                                reason: "changed_since" | "already_undone" | "work_started";
                                /** Format: uuid */
                                laterActionId: string | null;
                                days: {
                                    /** Format: uuid */
                                    crewId: string | null;
                                    crewName: string;
                                    date: string;
                                    changes: string[];
                                }[];
                            };
                        } | components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/schedule/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extension: propose crew-days for the waiting work (places nothing)
         * @description Plans the named waiting jobs (or the queue's 500 oldest) over the working days from `from` to `to` (at most 15) and the crews named (or every working crew): never past a day's length (plus `maxOverbookPercent`, 0 to 50), never on a frozen or pinned day, a crew that does not take the work, or outside a due round's window; long work over consecutive days of one crew. Most hours first (program rounds earliest due first), then least added driving, then the oldest accepted, then even load. Each job gets a reason in plain words. The plan can be accepted for 30 minutes. An unknown crew or an estimate not waiting is a 404; an archived crew, a span past the cap or a day in the past is a 422.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreatePlan"];
                };
            };
            responses: {
                /** @description The plan */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Plan"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/schedule/plans/{planId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extension: place a plan's proposals (all, or those named) in one transaction
         * @description All or nothing. A crew-day the chosen proposals touch that changed since the plan was made, a crew archived or no longer taking the work's categories since (`details.crewIds`), or a job that no longer lands, answers 409 `conflict` naming the jobs (`details.jobs`, `details.estimateIds`, `details.changedCrewDays`) and places nothing. An expired plan or one accepted already is a 409; another organization's plan a 404. Retried with the same Idempotency-Key, the first answer is replayed.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AcceptPlan"];
                };
            };
            responses: {
                /** @description What was placed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["AcceptPlanResult"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/schedule/plans/{planId}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extension: take back everything an accepted plan placed, drive orders included
         * @description Only while no crew-day the plan touched has changed since it was accepted; otherwise 409 `conflict` naming the days (`details.changedCrewDays`) and nothing is taken back. A plan never accepted, or undone already, is a 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description What was taken back */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["UndoPlanResult"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The board: placements by day and drive order, work needing attention, appointments, crew-day loads */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    /** @description extension: free text over site label, job number and the customer's name (`q` leaves the customer out); with `q`, both must match */
                    search?: string;
                    kinds?: string;
                    categories?: string;
                    crewIds?: string;
                    assigneeIds?: string;
                    minAgeDays?: number | null;
                    acceptedFrom?: string;
                    acceptedTo?: string;
                    scheduledFrom?: string;
                    scheduledTo?: string;
                    dueOnly?: "true" | "false";
                    estimateIds?: string;
                    districtIds?: string;
                    bbox?: string;
                    from?: string;
                    /** @description inclusive; at most 366 days after from; before from reads nothing */
                    to?: string;
                    crewId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The board */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["ScheduleBoard"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Place accepted work on a crew-day, in drive order
         * @description Always 200 with a row per estimate (placed, skipped or failed with its error). Placement ids derive from the Idempotency-Key, so a retried batch places nothing twice. An unknown crew is a 404.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PlaceWork"];
                };
            };
            responses: {
                /** @description What landed, row by row */
                200: {
                    headers: {
                        /** @description The action this write recorded, for POST /schedule/actions/{actionId}/undo (24 hours). Absent when the write changed nothing. */
                        "Action-Id"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["PlaceWorkResult"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/schedule/board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Extension: GET /schedule as the board reads it, each placement a row of values and each crew listed once
         * @description Same query and the same placements, in the same order, as GET /schedule. A placement is ScheduledWork's values in its field order with its crew's id in place of the crew; the crews the rows name are in `crews`. About 40 % smaller than GET /schedule for a large board.
         */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    /** @description extension: free text over site label, job number and the customer's name (`q` leaves the customer out); with `q`, both must match */
                    search?: string;
                    kinds?: string;
                    categories?: string;
                    crewIds?: string;
                    assigneeIds?: string;
                    minAgeDays?: number | null;
                    acceptedFrom?: string;
                    acceptedTo?: string;
                    scheduledFrom?: string;
                    scheduledTo?: string;
                    dueOnly?: "true" | "false";
                    estimateIds?: string;
                    districtIds?: string;
                    bbox?: string;
                    from?: string;
                    /** @description inclusive; at most 366 days after from; before from reads nothing */
                    to?: string;
                    crewId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The board, as rows */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["ScheduleBoardRows"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/schedule/unscheduled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Accepted work with hours still unplaced (or a program round due), oldest acceptance first
         * @description `limit` 1-200, default 50; `total` is the size of the whole filtered set.
         */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    /** @description extension: free text over site label, job number and the customer's name (`q` leaves the customer out); with `q`, both must match */
                    search?: string;
                    kinds?: string;
                    categories?: string;
                    crewIds?: string;
                    assigneeIds?: string;
                    minAgeDays?: number | null;
                    acceptedFrom?: string;
                    acceptedTo?: string;
                    scheduledFrom?: string;
                    scheduledTo?: string;
                    dueOnly?: "true" | "false";
                    estimateIds?: string;
                    districtIds?: string;
                    bbox?: string;
                    limit?: number;
                    offset?: number | null;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of the queue */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["UnscheduledPage"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/schedule/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How far along each visit placed in a span is, in lines done of its lines (beyond api.md)
         * @description Extension. One row per placement from `from` to `to` (at most a year): a visit of the job's own work counts its estimate's lines, a program round's visit its round's treatment (not marked done yet: 0 of 1). None done is not started, some under way, all done. A crew key reads its own work only.
         */
        get: {
            parameters: {
                query: {
                    from: string;
                    /** @description inclusive; at most 366 days after from */
                    to: string;
                    /** @description only the work placed on this crew */
                    crewId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The progress of each visit */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["WorkProgressList"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/estimates/{estimateId}/schedule/{scheduleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one placement (the estimate is not cancelled) */
        delete: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path: {
                    estimateId: string;
                    scheduleId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed; revertedToAccepted when it was the last one */
                200: {
                    headers: {
                        /** @description The action this write recorded, for POST /schedule/actions/{actionId}/undo (24 hours). Absent when the write changed nothing. */
                        "Action-Id"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: {
                                /** @enum {boolean} */
                                removed: true;
                                revertedToAccepted: boolean;
                            };
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Move one placement to another day and/or crew
         * @description Appended after the target day's stops. The same estimate twice on one crew-day is refused (409) and nothing moves; an archived crew is a 422.
         */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path: {
                    estimateId: string;
                    scheduleId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MovePlacement"];
                };
            };
            responses: {
                /** @description The placement as it is now */
                200: {
                    headers: {
                        /** @description The action this write recorded, for POST /schedule/actions/{actionId}/undo (24 hours). Absent when the write changed nothing. */
                        "Action-Id"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["PlacementRecord"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/routes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the route status of every crew-day of a range (the board)
         * @description Crew-days holding placements or a route, by day then crew. `to` at most 31 days after `from`, else 422.
         */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                    /** @description only these crews (the unassigned board is left out) */
                    crewIds?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The statuses */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["RouteStatusList"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/routes/{crewId}/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a crew's day: status, drive order, legs and geometry
         * @description Read `controlVersion` before setting an order. `crewId` `unassigned` reads the day's pencilled work with no crew.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description a crew id, or `unassigned` for the day's pencilled work with no crew */
                    crewId: string | "unassigned";
                    date: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The route */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["Route"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/routes/{crewId}/{date}/optimize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue an optimization of the day (billed); poll the GET until ready */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path: {
                    /** @description a crew id, or `unassigned` for the day's pencilled work with no crew */
                    crewId: string | "unassigned";
                    date: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Queued */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["OptimizeResult"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/routes/{crewId}/{date}/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the complete drive order of the day by hand (manual)
         * @description A stale `expectedVersion` answers 409 `conflict`; a partial, foreign or repeated list answers 422 naming the entries.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path: {
                    /** @description a crew id, or `unassigned` for the day's pencilled work with no crew */
                    crewId: string | "unassigned";
                    date: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SetRouteOrder"];
                };
            };
            responses: {
                /** @description The day's order mode, new version and order */
                200: {
                    headers: {
                        /** @description The action this write recorded, for POST /schedule/actions/{actionId}/undo (24 hours). Absent when the write changed nothing. */
                        "Action-Id"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["RouteOrderResult"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/routes/{crewId}/{date}/automatic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Let the optimizer order the day again; the order is unchanged until it does */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path: {
                    /** @description a crew id, or `unassigned` for the day's pencilled work with no crew */
                    crewId: string | "unassigned";
                    date: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AutomaticOrder"];
                };
            };
            responses: {
                /** @description The day's order mode, new version and order */
                200: {
                    headers: {
                        /** @description The action this write recorded, for POST /schedule/actions/{actionId}/undo (24 hours). Absent when the write changed nothing. */
                        "Action-Id"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["RouteOrderResult"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/message-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's words for each kind of message, with the placeholders each may use (beyond api.md)
         * @description Extension. One per kind (estimate, invoice, visitScheduled, visitMoved, visitCanceled); `edited` false is the default words.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every template */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["MessageTemplates"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the subject and body of some kinds of message (beyond api.md)
         * @description Extension. Closed; the kinds named are replaced. A `{placeholder}` the kind does not know is a 422 naming it (field `<kind>.subject` or `<kind>.body`) and nothing is saved. Messages already queued keep their words.
         */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UpdateMessageTemplates"];
                };
            };
            responses: {
                /** @description Every template as it now reads */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["MessageTemplates"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/org": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's organization settings: time zone, depot, placeholder hours, freeze horizon, the company */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The settings */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["OrgSettings"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the company as customer documents print it, the default estimate validity and the distance unit */
        patch: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UpdateOrgSettings"];
                };
            };
            responses: {
                /** @description The settings */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["OrgSettings"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/org/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's logo as stored (PNG or JPEG); 404 without one */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The image */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": string;
                        "image/jpeg": string;
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's API keys, oldest first, revoked ones included (beyond api.md)
         * @description Extension. Never a key itself: it is stored hashed.
         */
        get: {
            parameters: {
                query?: {
                    /** @description nextCursor of the previous page, as given (opaque, valid for this organization only) */
                    cursor?: string;
                    /** @description default 50; values above 200 are clamped */
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of keys */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: {
                                items: components["schemas"]["ApiKey"][];
                                nextCursor: string | null;
                            };
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Make an API key, an office key or one bound to a crew (beyond api.md)
         * @description Extension. The key is in this answer only (stored hashed; a replay answers `key: null`). Never more than the calling key holds itself; a crew key holds only the reads its crew's days narrow and field:write. Every problem at once (422); a crew of another organization is a 404.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateApiKey"];
                };
            };
            responses: {
                /** @description Replay of an earlier create, without the key */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["CreatedApiKey"];
                        };
                    };
                };
                /** @description Made; the key is shown this once */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["CreatedApiKey"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key at once (beyond api.md)
         * @description Extension. Its next request is refused (401) and an open change feed ends within 2 s. A key holding scopes the calling key lacks is not its to revoke (403); revoked again answers it unchanged.
         */
        delete: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One key per write; a retry sends the same key */
                    "Idempotency-Key"?: string;
                };
                path: {
                    keyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The key, revoked */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["ApiKey"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The key lacks the required scope */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description No such record in the caller organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Idempotency conflict or state conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Validation failed; every problem listed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault; retry with the same Idempotency-Key */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calling key: its name, crew and scopes (beyond api.md)
         * @description Extension. Any valid key may read itself, whatever its scopes: `crewId` says whether it is a crew's key. Never the key itself.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The calling key */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: components["schemas"]["ApiKey"];
                        };
                    };
                };
                /** @description Missing, malformed, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Hourly quota exceeded */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Service fault */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        Customer: {
            /** Format: uuid */
            id: string;
            name: string;
            email: string | null;
            phone: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ErrorEnvelope: {
            /** @enum {boolean} */
            success: false;
            message: string;
            data: ({
                /** @enum {string} */
                code: "unauthorized" | "forbidden" | "not_found" | "method_not_allowed" | "payload_too_large" | "idempotency_key_reused" | "command_in_progress" | "conflict" | "validation_failed" | "rate_limited" | "internal_error";
            } & {
                [key: string]: unknown;
            }) | {
                errors: {
                    field: string;
                    problem: string;
                }[];
            } | null;
        };
        CreateCustomer: {
            name: string;
            /** Format: email */
            email?: string | null;
            phone?: string | null;
        };
        Site: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            customerId: string;
            label: string | null;
            street: string;
            city: string;
            state: string;
            zip: string;
            country: string;
            latitude: number | null;
            longitude: number | null;
            /** @enum {string} */
            locationSource: "supplied" | "geocoded" | "replaced" | "none";
            /**
             * @description Extension: how precise the coordinates are: address (street address), zip (ZIP centre), city (city centre), manual (placed by hand); null when not known (coordinates typed in, or none)
             * @enum {string|null}
             */
            locationPrecision: "address" | "zip" | "city" | "manual" | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        CreateSite: {
            /** Format: uuid */
            customerId: string;
            label?: string | null;
            street: string;
            city: string;
            state: string;
            zip: string;
            /** @default US */
            country?: string;
            latitude?: number | null;
            longitude?: number | null;
        };
        /** @description Extension: the site's position set by hand (a pin dragged on the map, or typed coordinates) */
        MoveSite: {
            latitude: number;
            longitude: number;
        };
        CatalogItem: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "service" | "product" | "bundle";
            name: string;
            description: string | null;
            category: string;
            unitPriceCents: number;
            active: boolean;
            workTypeHint: string | null;
            dbhMinIn: number | null;
            dbhMaxIn: number | null;
            renewalIntervalMonths: number | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        Tree: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            siteId: string;
            commonName: string | null;
            scientificName: string | null;
            speciesConfidence: number | null;
            /** @enum {string} */
            speciesSource: "ai" | "user-confirmed" | "user-corrected" | "live-confirmed";
            dbhInches: number | null;
            dbhConfidence: number | null;
            heightFeet: number | null;
            heightConfidence: number | null;
            canopySpreadFeet: number | null;
            canopyConfidence: number | null;
            trunkCount: number | null;
            quantity: number;
            /** @enum {string|null} */
            healthCondition: "good" | "fair" | "poor" | "dead" | "hazardous" | null;
            hazardRating: number | null;
            riskAssessment: string | null;
            defects: string[];
            observations: string[];
            recommendations: string[];
            tags: string[];
            latitude: number | null;
            longitude: number | null;
            gpsAccuracyMeters: number | null;
            /** Format: date-time */
            capturedAt: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        TreePhoto: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            treeId: string;
            /** @enum {string} */
            category: "primary" | "trunk" | "canopy" | "defect" | "context" | "markup" | "general";
            caption: string | null;
            hasMarkup: boolean;
            width: number | null;
            height: number | null;
            /** Format: date-time */
            capturedAt: string;
            url: string | null;
        };
        Note: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            scope: "site" | "tree";
            /** Format: uuid */
            treeId: string | null;
            transcript: string;
            estimatedCostCents: number | null;
            clientNotes: string | null;
            health: string | null;
            defects: string[];
            observations: string[];
            recommendations: string[];
            mentionedTrees: {
                species: string;
                location: string;
            }[];
            durationSeconds: number | null;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description Extension: a tree added from the office. Its species counts as confirmed by a person (speciesSource user-confirmed) and its DBH as measured (dbhConfidence null); omitted fields are null */
        CreateTree: {
            commonName?: string | null;
            scientificName?: string | null;
            dbhInches?: number | null;
            /** @enum {string|null} */
            healthCondition?: "good" | "fair" | "poor" | "dead" | "hazardous" | null;
            latitude?: number | null;
            longitude?: number | null;
        };
        /** @description Extension: correct a tree; only the fields sent change. A changed species becomes user-corrected, a changed DBH measured; latitude and longitude change together (both null clears the location) */
        UpdateTree: {
            commonName?: string | null;
            scientificName?: string | null;
            dbhInches?: number | null;
            /** @enum {string|null} */
            healthCondition?: "good" | "fair" | "poor" | "dead" | "hazardous" | null;
            latitude?: number | null;
            longitude?: number | null;
        };
        /** @description Extension: a note typed in the office, about the site or one of its trees */
        CreateNote: {
            /**
             * Format: uuid
             * @description a tree of this site; omitted or null: a site note
             */
            treeId?: string | null;
            transcript: string;
        };
        /** @description Extension: a photo of a tree uploaded from the office */
        CreatePhoto: {
            /** @description the image file, base64; JPEG, PNG or WebP, told by its bytes; the whole body stays under the body cap */
            data: string;
            /**
             * @default general
             * @enum {string}
             */
            category?: "primary" | "trunk" | "canopy" | "defect" | "context" | "markup" | "general";
            caption?: string | null;
        };
        Estimate: {
            /** Format: uuid */
            id: string;
            /** @example JOB-1042 */
            number: string;
            /** @enum {string} */
            status: "draft" | "sent" | "accepted" | "declined" | "canceled" | "scheduled" | "completed";
            /** Format: uuid */
            siteId: string;
            /** @description Extension: the site's nickname, otherwise its street */
            siteLabel: string;
            /** Format: uuid */
            customerId: string | null;
            /** @description Extension: the customer's name; null without one */
            customerName: string | null;
            origin: string;
            totalCents: number;
            unpricedCount: number;
            /** @description Extension: sum of the lines' hours; null when no line has any */
            estimatedHours: number | null;
            narrative: string | null;
            flags: ("unpriced_lines" | "price_differs_from_catalog" | "no_customer" | "expired")[];
            /** Format: date-time */
            expiresAt: string | null;
            /** Format: date-time */
            sentAt: string | null;
            /** Format: date-time */
            acceptedAt: string | null;
            /** @description Extension: the address the estimate was last e-mailed to; null when never sent or handed over */
            sentTo: string | null;
            /**
             * @description Extension: how it last reached the customer (e-mailed, or handed over); null before
             * @enum {string|null}
             */
            sentHow: "email" | "handed" | null;
            /**
             * Format: date-time
             * @description Extension: when the customer declined it
             */
            declinedAt: string | null;
            /** @description Extension: the customer's reason, when given */
            declinedReason: string | null;
            /** @description Extension: who accepted it online (the full name typed as signature, and the address the acceptance came from); null when accepted in the office */
            acceptedBy: {
                name: string;
                ipAddress: string | null;
            } | null;
            /** @description Extension: the live (not voided) invoice billing this estimate, at most one; null while not billed (billed=false) */
            invoice: {
                /** Format: uuid */
                id: string;
                /**
                 * @description INV-<digits> once posted; null while draft
                 * @example INV-17
                 */
                number: string | null;
                /**
                 * @description a voided invoice no longer bills the estimate
                 * @enum {string}
                 */
                state: "draft" | "posted";
            } | null;
            lines: components["schemas"]["EstimateLine"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        EstimateLine: {
            /** Format: uuid */
            id: string;
            lineNumber: number;
            description: string | null;
            coverage: string | null;
            quantity: number;
            unitPriceCents: number | null;
            /** @description null means UNPRICED and must never be read as zero */
            amountCents: number | null;
            /** @enum {string} */
            status: "pending" | "done";
            /** Format: uuid */
            catalogItemId: string | null;
            /** Format: uuid */
            siteId: string | null;
            treeIds: string[];
            /** @description Extension: hours the line is expected to take; null means nobody estimated */
            estimatedHours: number | null;
            /**
             * Format: date-time
             * @description Extension: when the line was marked done; null while pending, or done before marks were recorded
             */
            doneAt: string | null;
            /** @description Extension: the name of the key that marked it done (a crew key's, or an office key's); null as doneAt, or for a key with no name */
            doneBy: string | null;
        };
        CreateEstimate: {
            /** Format: uuid */
            siteId: string;
            lines: components["schemas"]["CreateEstimateLine"][];
        };
        CreateEstimateLine: {
            /** Format: uuid */
            catalogItemId: string;
            description?: string | null;
            quantity: number;
            unitPriceCents: number;
            estimatedHours?: number | null;
            /** @description Extension: the site's trees the line's work is done on (any number; repeats collapsed); a tree not at the estimate's site is refused (422) */
            treeIds?: string[];
        };
        DeclineEstimate: {
            reason?: string;
        };
        /** @description Extension: a draft line's hours or price, so the office sizes and prices the work before it is sent; the price of a line nobody priced, at any stage before billing; and whether its work is done (a crew key changes only this) */
        UpdateEstimateLine: {
            estimatedHours?: number | null;
            /** @description a draft line's price, or the first price of a line nobody priced (the line reads Unpriced) */
            unitPriceCents?: number;
            /**
             * @description done: the work is done (when and by which key is recorded); pending: not done after all, refused once the work is billed. Accepted work only
             * @enum {string}
             */
            status?: "pending" | "done";
        };
        MarkLinesDone: {
            /** @description the lines done (repeats collapsed); omit to mark every line of the estimate */
            lineIds?: string[];
        };
        Crew: {
            /** Format: uuid */
            id: string;
            name: string;
            /**
             * @description hex #rrggbb
             * @example #2e7d32
             */
            color: string;
            /** @description false means archived: still listed, never given new work */
            active: boolean;
            /** @description minutes past midnight; null means 420 (7:00) */
            dayStartMinutes: number | null;
            /** @description null means 900 (15:00) */
            dayEndMinutes: number | null;
            memberCount: number;
            /** @description extension: the catalog service categories the crew takes (any case); null means every category (the default) */
            serviceCategories: string[] | null;
            /** @description extension: districts the crew prefers to work in; a preference the planner weighs, never a rule */
            homeDistrictIds: string[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description Extension: what the crew can do; categories must be the catalog's, districts the organization's */
        UpdateCrew: {
            /** @description categories of the catalog the crew takes; null: every category */
            serviceCategories?: string[] | null;
            /** @description the organization's districts the crew prefers; [] for none */
            homeDistrictIds?: string[];
        };
        Invoice: {
            /** Format: uuid */
            id: string;
            /**
             * @description INV-<digits> once posted; null while draft
             * @example INV-17
             */
            number: string | null;
            /** @enum {string} */
            state: "draft" | "posted" | "voided";
            /**
             * @description open = issued and unpaid; partial = part paid (even when late); paid; overdue = unpaid past dueDate; voided
             * @enum {string}
             */
            financialStatus: "draft" | "open" | "partial" | "paid" | "overdue" | "voided";
            /** Format: uuid */
            customerId: string;
            /** @description Extension: the customer's name, so a list names every row's customer */
            customerName: string;
            /** Format: uuid */
            estimateId: string | null;
            estimateNumber: string | null;
            currencyCode: string;
            subtotalCents: number;
            discountCents: number;
            taxCents: number;
            totalCents: number;
            paidCents: number;
            /** @description still owed; read it instead of subtracting (0 for drafts and voided invoices) */
            balanceCents: number;
            lineCount: number;
            transactionDate: string;
            dueDate: string;
            /** Format: date-time */
            postedAt: string | null;
            /** Format: date-time */
            voidedAt: string | null;
            voidedReason: string | null;
            /** Format: date-time */
            firstSentAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description Extension: an Invoice with its lines and payments, answered by every operation on one invoice (read, create, post, void, pay, reverse a payment) */
        InvoiceDetail: {
            /** Format: uuid */
            id: string;
            /**
             * @description INV-<digits> once posted; null while draft
             * @example INV-17
             */
            number: string | null;
            /** @enum {string} */
            state: "draft" | "posted" | "voided";
            /**
             * @description open = issued and unpaid; partial = part paid (even when late); paid; overdue = unpaid past dueDate; voided
             * @enum {string}
             */
            financialStatus: "draft" | "open" | "partial" | "paid" | "overdue" | "voided";
            /** Format: uuid */
            customerId: string;
            /** @description Extension: the customer's name, so a list names every row's customer */
            customerName: string;
            /** Format: uuid */
            estimateId: string | null;
            estimateNumber: string | null;
            currencyCode: string;
            subtotalCents: number;
            discountCents: number;
            taxCents: number;
            totalCents: number;
            paidCents: number;
            /** @description still owed; read it instead of subtracting (0 for drafts and voided invoices) */
            balanceCents: number;
            lineCount: number;
            transactionDate: string;
            dueDate: string;
            /** Format: date-time */
            postedAt: string | null;
            /** Format: date-time */
            voidedAt: string | null;
            voidedReason: string | null;
            /** Format: date-time */
            firstSentAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description Extension: the billed lines in line order */
            lines: components["schemas"]["InvoiceLine"][];
            /** @description Extension: payments received, in the order they were received, reversed ones included */
            payments: components["schemas"]["InvoicePayment"][];
        };
        /** @description Extension: a billed line, as copied from the estimate when invoiced */
        InvoiceLine: {
            /** Format: uuid */
            id: string;
            lineNumber: number;
            description: string | null;
            quantity: number;
            unitPriceCents: number;
            amountCents: number;
            /** Format: uuid */
            catalogItemId: string | null;
            /**
             * Format: uuid
             * @description the estimate line it was copied from
             */
            estimateLineId: string | null;
        };
        /** @description Extension: money received against an invoice */
        InvoicePayment: {
            /** Format: uuid */
            id: string;
            amountCents: number;
            receivedOn: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description Extension: when the payment was reversed (recorded by mistake); a reversed payment counts towards no balance. Null while it stands
             */
            reversedAt: string | null;
            /** @description Extension: why it was reversed, as the clerk wrote it; null while it stands */
            reversalReason: string | null;
        };
        CreateInvoice: {
            /** Format: uuid */
            estimateId: string;
            /** @description default: today in the organization's time zone */
            transactionDate?: string;
            /** @description default: 30 days after transactionDate; never before it */
            dueDate?: string;
            /**
             * @description true posts at once (number assigned); otherwise a draft
             * @default false
             */
            post?: boolean;
        };
        VoidInvoice: {
            reason: string;
        };
        RecordPayment: {
            amountCents: number;
            receivedOn: string;
        };
        /** @description Extension: why a payment is taken back (kept with it) */
        ReversePayment: {
            reason: string;
        };
        Message: {
            /** Format: uuid */
            id: string;
            to: string;
            /**
             * @description extension: what the message is (an estimate or invoice sent, a visit scheduled, moved or taken off)
             * @enum {string}
             */
            kind: "estimate" | "invoice" | "visitScheduled" | "visitMoved" | "visitCanceled";
            subject: string;
            /** @description the plain-text body as sent; an estimate’s holds its link */
            text: string;
            /**
             * @description waiting (in the outbox, or to be tried again), delivered (the mail server took it), failed
             * @enum {string}
             */
            status: "waiting" | "delivered" | "failed";
            attempts: number;
            /** @description why the last attempt failed, in plain words */
            lastError: string | null;
            /** Format: uuid */
            estimateId: string | null;
            /** Format: uuid */
            invoiceId: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            deliveredAt: string | null;
        };
        SendDocument: {
            /**
             * Format: email
             * @description default: the customer's e-mail
             */
            to?: string;
            /** @description a note put above the usual words */
            message?: string;
        };
        TellCustomersResult: {
            /** @description one per job, by estimate id */
            notices: components["schemas"]["VisitNoticeOutcome"][];
        };
        VisitNoticeOutcome: {
            /** Format: uuid */
            estimateId: string;
            /**
             * @description queued: a notice leaves once the job has not changed for a minute; nothing_to_tell: the customer already knows the state now (or the job was never told and is not on the schedule); no_email: the customer has no usable e-mail
             * @enum {string}
             */
            outcome: "queued" | "nothing_to_tell" | "no_email";
        };
        TellCustomers: {
            /** @description the jobs whose customers to tell */
            estimateIds?: string[];
            /** @description or the board's actions (Action-Id) whose jobs' customers to tell */
            actionIds?: string[];
        };
        ToldVisits: {
            /** @description each job whose customer's newest delivered notice tells a day in the span (the board marks that day's card) */
            items: components["schemas"]["ToldVisit"][];
        };
        ToldVisit: {
            /** Format: uuid */
            estimateId: string;
            /** @description the day the customer was told the work is on */
            day: string;
            /**
             * Format: date-time
             * @description when the mail server took the notice
             */
            toldAt: string;
        };
        SiteReport: {
            site: components["schemas"]["Site"];
            /** Format: date-time */
            generatedAt: string;
            summary: components["schemas"]["SiteReportSummary"];
            /** @description GeoJSON FeatureCollection of the located trees */
            inventory: {
                /** @enum {string} */
                type: "FeatureCollection";
                features: components["schemas"]["TreeFeature"][];
            };
            /** @description trees with no coordinates; counted in the summary */
            unlocated: components["schemas"]["Tree"][];
        };
        SiteReportSummary: {
            /** @description tree records, located or not */
            treeCount: number;
            /** @description sum of the records' quantity */
            physicalTrees: number;
            /** @description most physical trees first */
            bySpecies: components["schemas"]["SpeciesTally"][];
            /** @description most physical trees first */
            byHealth: components["schemas"]["HealthTally"][];
            /** @description trees whose condition is hazardous or dead */
            hazardous: {
                treeCount: number;
                physicalTrees: number;
            };
        };
        /** @description both names null: not identified yet */
        SpeciesTally: {
            treeCount: number;
            physicalTrees: number;
            commonName: string | null;
            scientificName: string | null;
        };
        /** @description healthCondition null: not assessed */
        HealthTally: {
            treeCount: number;
            physicalTrees: number;
            /** @enum {string|null} */
            healthCondition: "good" | "fair" | "poor" | "dead" | "hazardous" | null;
        };
        /** @description GeoJSON Point in [longitude, latitude] order; properties are the Tree */
        TreeFeature: {
            /** @enum {string} */
            type: "Feature";
            id: string;
            geometry: {
                /** @enum {string} */
                type: "Point";
                coordinates: [
                    number,
                    number
                ];
            };
            properties: components["schemas"]["Tree"];
        };
        District: {
            /** Format: uuid */
            id: string;
            name: string;
            boundary: [
                number,
                number
            ][];
            /** Format: date-time */
            createdAt: string;
        };
        CreateDistrict: {
            /** @description unique per organization, ignoring case */
            name: string;
            /** @description at least 3 points; a repeated closing point is dropped; must not cross itself */
            boundary: [
                number,
                number
            ][];
        };
        /** @description Extension: rename and/or reshape a district, checked as on create; a new boundary re-tags the sites inside it */
        UpdateDistrict: {
            /** @description unique per organization, ignoring case */
            name?: string;
            /** @description at least 3 points; a repeated closing point is dropped; must not cross itself */
            boundary?: [
                number,
                number
            ][];
        };
        Appointment: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            siteId: string;
            /** Format: uuid */
            estimateId: string | null;
            /** Format: uuid */
            assigneeId: string;
            date: string;
            /** @description minutes past midnight of the local day; null = any time */
            startMinutes: number | null;
            durationMinutes: number | null;
            title: string;
            note: string | null;
            /** @description site nickname, otherwise its street */
            siteLabel: string;
            latitude: number | null;
            longitude: number | null;
        };
        CreateAppointment: {
            /** Format: uuid */
            siteId: string;
            /** Format: uuid */
            estimateId?: string | null;
            /**
             * Format: uuid
             * @description a user of the organization (GET /users)
             */
            assigneeId: string;
            date: string;
            startMinutes?: number | null;
            durationMinutes?: number | null;
            title: string;
            note?: string | null;
        };
        User: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @description e.g. office, estimator, field */
            role: string;
        };
        BumpResult: {
            fromDate: string;
            toDate: string;
            movedCount: number;
            landedLater: {
                /** Format: uuid */
                scheduleId: string;
                /** Format: uuid */
                jobId: string;
                landedOn: string;
                /** @enum {string} */
                reason: "job_already_had_that_day";
            }[];
            orderPinned: boolean;
        };
        BumpDay: {
            /** Format: uuid */
            crewId: string | null;
            fromDate: string;
            /** @description working days forward, 1 to 60; weekends are skipped by counting */
            days: number;
        };
        ReassignResult: {
            date: string;
            /** Format: uuid */
            fromCrewId: string | null;
            /** Format: uuid */
            toCrewId: string | null;
            movedCount: number;
            notMoved: {
                /** Format: uuid */
                scheduleId: string;
                /** Format: uuid */
                jobId: string;
                /** @enum {string} */
                reason: "target_crew_already_on_that_job" | "already_started";
            }[];
            orderPinned: boolean;
        };
        ReassignDay: {
            /** Format: uuid */
            fromCrewId: string | null;
            /** Format: uuid */
            toCrewId: string | null;
            date: string;
        };
        EmergencyResult: {
            /** Format: uuid */
            scheduleId: string;
            /** Format: uuid */
            estimateId: string;
            /** Format: uuid */
            crewId: string | null;
            date: string;
            wasAlreadyOnTheDay: boolean;
            position: number;
            orderedScheduleIds: string[];
            orderPinned: boolean;
            displaced: {
                /** Format: uuid */
                scheduleId: string;
                /** Format: uuid */
                estimateId: string;
                jobNumber: number;
                addressLabel: string | null;
            }[];
            dayEndsAtMinutes: number | null;
        };
        Emergency: {
            /** Format: uuid */
            estimateId: string;
            /** Format: uuid */
            crewId: string | null;
            date: string;
            plannedHours?: number | null;
            note?: string | null;
            /**
             * Format: uuid
             * @description extension: a visit of this job on another crew-day, moved onto this one first (as PATCH /estimates/{estimateId}/schedule/{scheduleId} moves it) in the same transaction, so the job keeps one visit (wasAlreadyOnTheDay is then false); a refused emergency moves nothing
             */
            scheduleId?: string;
        };
        FitResult: {
            fits: {
                /** Format: uuid */
                crewId: string;
                crewName: string;
                date: string;
                fits: boolean;
                remainingMinutes: number;
                nearestMeters: number | null;
                detourMeters: number | null;
                bookedMinutes: number;
                stops: number;
                /** @description extension: false when the crew does not take a service category of the work (ranked after every crew that does, `fits` false) */
                takesWork: boolean;
                reason: string;
            }[];
            need: {
                minutes: number;
                estimated: boolean;
            };
        };
        UndoResult: {
            /** Format: uuid */
            actionId: string;
            undoneActionIds: string[];
            crewDays: {
                /** Format: uuid */
                crewId: string | null;
                date: string;
                controlVersion: number;
                /** @enum {string} */
                orderMode: "automatic" | "manual";
            }[];
        };
        UndoAction: {
            /** @description Other actions taken back in the same transaction (the shares of a split), at most 60 */
            alsoActionIds?: string[];
        };
        Plan: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            expiresAt: string;
            proposals: components["schemas"]["PlanProposal"][];
            unplaced: {
                /** Format: uuid */
                estimateId: string;
                estimateNumber: string;
                reason: string;
            }[];
            summary: {
                jobs: number;
                hours: number;
                /** @description the routes' growth in road metres, every proposal together */
                addedMeters: number;
                addedDriveMinutes: number;
                crewDays: number;
                /** @description booked over available minutes of every crew-day planned, 0..1+ */
                loadBefore: number;
                loadAfter: number;
            };
            crewDays: components["schemas"]["PlanCrewDay"][];
        };
        PlanProposal: {
            /** Format: uuid */
            estimateId: string;
            estimateNumber: string;
            /** @description one per day; split work over consecutive days */
            placements: {
                /** Format: uuid */
                crewId: string;
                scheduledDate: string;
                plannedHours: number;
            }[];
            /** @description where and why, in plain words */
            reason: string;
            /** @description false: nobody estimated the work's hours; plannedHours are the organization's placeholder, held on the day until someone estimates it */
            estimated: boolean;
            /** @description road metres the job adds to its days' routes (what leaving it out saves); 0 for unlocated work */
            addedMeters: number;
            /** @description the work's service categories as planned: Accept refuses a crew archived, or no longer taking one of them, since */
            categories: string[];
        };
        /** @description extension: a crew-day the plan adds work to, its load before and after */
        PlanCrewDay: {
            /** Format: uuid */
            crewId: string;
            date: string;
            dayLengthMinutes: number;
            bookedMinutesBefore: number;
            bookedMinutesAfter: number;
            /** @description the crew-day's version as the plan read it: Accept refuses when it has moved on (a change feed event naming the day at a later version says so) */
            controlVersion: number;
        };
        CreatePlan: {
            /** @description first day to fill; today or later */
            from: string;
            /** @description last day to fill (inclusive); at most 15 working days from `from` */
            to: string;
            /** @description the crews to plan for (each the organization's and not archived); omit for every working crew */
            crewIds?: string[];
            /** @description the waiting jobs to plan; omit for the queue's 500 oldest (each named one must be waiting) */
            estimateIds?: string[];
            /**
             * @description how far past a day's length the plan may book it, in percent (default 0)
             * @default 0
             */
            maxOverbookPercent?: number;
        };
        AcceptPlanResult: {
            jobs: number;
            crewDays: number;
            placements: {
                /** Format: uuid */
                estimateId: string;
                /** Format: uuid */
                scheduleId: string;
                /** Format: uuid */
                crewId: string;
                scheduledDate: string;
                plannedHours: number | null;
            }[];
        };
        AcceptPlan: {
            /** @description the proposals to accept (each one of the plan's); omit for all */
            estimateIds?: string[];
        };
        UndoPlanResult: {
            /** @description placements taken back */
            removed: number;
            crewDays: {
                /** Format: uuid */
                crewId: string;
                date: string;
            }[];
        };
        ScheduleBoard: {
            /** @description placements from `from` to `to`, by day, then crew, then drive order */
            upcoming: components["schemas"]["ScheduledWork"][];
            /** @description live work whose last placement is before today (organization's day); that last placement; ignores from and to */
            needsAttention: components["schemas"]["ScheduledWork"][];
            /** @description site visits (kind appointment) from `from` to `to` */
            appointments: components["schemas"]["Appointment"][];
            /** @description every crew-day holding an upcoming row, in the same order */
            crewDays: components["schemas"]["BoardCrewDay"][];
        };
        ScheduledWork: {
            /** Format: uuid */
            scheduleId: string;
            /** Format: uuid */
            estimateId: string;
            estimateNumber: string;
            estimateStatus: string;
            scheduledDate: string;
            serviceCategories: string[];
            districtIds: string[];
            sortOrder: number;
            note: string | null;
            /** Format: uuid */
            siteId: string;
            siteLabel: string;
            /** @description extension: the name of the job's customer (the estimate's, as Estimate.customerName reads it); null when the estimate has none */
            customerName: string | null;
            latitude: number | null;
            longitude: number | null;
            totalCents: number;
            plannedHours: number | null;
            /**
             * Format: uuid
             * @description extension: the program line this placement is a round of (placed with lineItemId); null for the whole job
             */
            lineItemId: string | null;
            crew: {
                /** Format: uuid */
                id: string;
                name: string;
                color: string;
                isArchived: boolean;
            } | null;
            /** @description extension: which of its job's days this placement is, when the job is on more than one (a split job, rounds); null when it is on this day only */
            jobDay: {
                number: number;
                count: number;
            } | null;
        };
        BoardCrewDay: {
            /**
             * Format: uuid
             * @description null = the unassigned (pencilled) board of that day
             */
            crewId: string | null;
            date: string;
            /**
             * @description manual = pinned by a person; the optimizer leaves it alone
             * @enum {string}
             */
            orderMode: "automatic" | "manual";
            /** @description send as expectedVersion when setting an order */
            controlVersion: number;
            /** @description every placement of the day (filters aside); unestimated work counts the placeholder hours */
            bookedMinutes: number;
            /** @description the crew's day end minus day start (defaults 7:00-15:00) */
            dayLengthMinutes: number;
            /** @description placements on the day, filters aside */
            stops: number;
        };
        ScheduleBoardRows: {
            /** @description as GET /schedule upcoming */
            upcoming: components["schemas"]["ScheduledWorkRow"][];
            /** @description as GET /schedule needsAttention */
            needsAttention: components["schemas"]["ScheduledWorkRow"][];
            appointments: components["schemas"]["Appointment"][];
            crewDays: components["schemas"]["BoardCrewDay"][];
            /** @description every crew a row names, once */
            crews: {
                /** Format: uuid */
                id: string;
                name: string;
                color: string;
                isArchived: boolean;
            }[];
        };
        /** @description ScheduledWork as values in its field order (scheduleId ... lineItemId), then crewId (null: the unassigned board), then jobDay; the crew is in `crews` */
        ScheduledWorkRow: [
            string,
            string,
            string,
            string,
            string,
            string[],
            string[],
            number,
            string | null,
            string,
            string,
            string | null,
            number | null,
            number | null,
            number,
            number | null,
            string | null,
            string | null,
            {
                number: number;
                count: number;
            } | null
        ];
        UnscheduledPage: {
            items: components["schemas"]["UnscheduledRow"][];
            /** @description size of the whole filtered set */
            total: number;
            /** @description offset of the next page; null on the last one */
            nextOffset: number | null;
        };
        UnscheduledRow: {
            /** Format: uuid */
            estimateId: string;
            estimateNumber: string;
            /** Format: uuid */
            siteId: string;
            siteLabel: string | null;
            /** @description extension: the name of the job's customer (the estimate's, as Estimate.customerName reads it); null when the estimate has none */
            customerName: string | null;
            /** Format: date-time */
            acceptedAt: string | null;
            estimatedHours: number | null;
            remainingHours: number | null;
            expectedDays: number | null;
            latitude: number | null;
            longitude: number | null;
            serviceCategories: string[];
            districtIds: string[];
            dueRound: components["schemas"]["DueRound"];
        };
        DueRound: {
            /** Format: uuid */
            lineItemId: string;
            round: number;
            dueOn: string;
            windowOpensOn: string;
            overdue: boolean;
            /** @description extension: the hours placing the round books (its line's estimated hours; null when not estimated), which fit sizes it by */
            hours: number | null;
        } | null;
        WorkProgressList: {
            /** @description every visit placed from `from` to `to`, by estimate id, then visit id */
            items: components["schemas"]["WorkProgress"][];
        };
        WorkProgress: {
            /**
             * Format: uuid
             * @description the visit (placement)
             */
            scheduleId: string;
            /** Format: uuid */
            estimateId: string;
            /** @description lines marked done: the estimate's for a visit of its own work; 0 for a program round's visit, whose treatment nothing marks done yet */
            done: number;
            /** @description lines of the visit's work: the estimate's, or 1 for a program round's visit; 0 done is not started, all done is done */
            total: number;
        };
        PlaceWorkResult: {
            placedCount: number;
            failedCount: number;
            items: {
                /** Format: uuid */
                estimateId: string;
                /** @enum {string} */
                status: "placed" | "skipped" | "failed";
                /**
                 * @description why a failed row did not land; null unless failed
                 * @enum {string|null}
                 */
                error: "not_found" | "not_accepted" | "completed" | "crew_archived" | "fully_placed" | "not_a_program_line" | null;
                /**
                 * Format: uuid
                 * @description Extension: the placement that landed (a placed row); null for skipped and failed rows
                 */
                scheduleId: string | null;
            }[];
        };
        PlaceWork: {
            estimateIds: string[];
            /** Format: uuid */
            crewId: string | null;
            scheduledDate: string;
            note?: string | null;
            plannedHours?: number;
            /** Format: uuid */
            lineItemId?: string;
        };
        PlacementRecord: {
            /** Format: uuid */
            scheduleId: string;
            /** Format: uuid */
            estimateId: string;
            /** Format: uuid */
            crewId: string | null;
            scheduledDate: string;
            sortOrder: number;
            note: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        MovePlacement: {
            scheduledDate?: string;
            /** Format: uuid */
            crewId?: string | null;
            note?: string | null;
            /** @description Extension: the hours planned on this placement's day (null: not estimated, the placeholder stands in) */
            plannedHours?: number | null;
        };
        RouteStatusList: {
            /** @description every crew-day with placements or a route, by day then crew */
            items: components["schemas"]["RouteStatusItem"][];
        };
        RouteStatusItem: {
            /**
             * Format: uuid
             * @description null for the unassigned board
             */
            crewId: string | null;
            date: string;
            /** @enum {string} */
            status: "not_configured" | "not_needed" | "pending" | "optimizing" | "ready" | "needs_attention" | "failed" | "stale" | "frozen" | "pinned";
            /** @enum {string} */
            orderMode: "automatic" | "manual";
            /** @description send as expectedVersion when setting an order */
            controlVersion: number;
            /** @description the day's driving time from its current plan (the route's driveDurationSeconds); null without one */
            driveDurationSeconds: number | null;
        };
        Route: {
            /**
             * Format: uuid
             * @description null for the unassigned board (path `unassigned`)
             */
            crewId: string | null;
            date: string;
            /** @enum {string} */
            status: "not_configured" | "not_needed" | "pending" | "optimizing" | "ready" | "needs_attention" | "failed" | "stale" | "frozen" | "pinned";
            /**
             * Format: date-time
             * @description when the current plan was made; null when the day's order has no current plan
             */
            optimizedAt: string | null;
            distanceMeters: number | null;
            driveDurationSeconds: number | null;
            /** @enum {string} */
            orderMode: "automatic" | "manual";
            /** @enum {string} */
            orderSource: "optimized" | "manual" | "schedule";
            /** @description send as expectedVersion when setting an order */
            controlVersion: number;
            /** @description every placement of the day, in drive order */
            orderedScheduleIds: string[];
            /** @description the current plan from the origin back to it; empty without one */
            legs: {
                from: {
                    /** @enum {string} */
                    type: "origin" | "stop";
                    label: string | null;
                    /** Format: uuid */
                    scheduleId: string | null;
                };
                to: {
                    /** @enum {string} */
                    type: "origin" | "stop";
                    label: string | null;
                    /** Format: uuid */
                    scheduleId: string | null;
                };
                distanceMeters: number;
                driveDurationSeconds: number;
            }[];
            geometry: {
                encodedPolyline: string;
                precision: number;
            } | null;
            origin: {
                label: string;
                lat: number;
                lng: number;
            } | null;
            issues: {
                /** @enum {string} */
                code: "missing_coordinate" | "multi_location" | "provider_unavailable";
                /** Format: uuid */
                scheduleId: string | null;
            }[];
            /** @description why the last optimization failed, while the status is failed */
            failureReason: string | null;
        };
        OptimizeResult: {
            /** @enum {string} */
            status: "pending";
        };
        RouteOrderResult: {
            /** @enum {string} */
            orderMode: "automatic" | "manual";
            controlVersion: number;
            orderedScheduleIds: string[];
        };
        SetRouteOrder: {
            /** @description the controlVersion read */
            expectedVersion: number;
            /** @description every placement of the day, each once, in the desired order */
            orderedScheduleIds: string[];
        };
        AutomaticOrder: {
            /** @description the controlVersion read */
            expectedVersion: number;
        };
        MessageTemplates: {
            /** @description one per kind, in a fixed order */
            templates: components["schemas"]["MessageTemplate"][];
        };
        MessageTemplate: {
            /**
             * @description estimate, invoice, or a visit notice: visitScheduled, visitMoved, visitCanceled
             * @enum {string}
             */
            kind: "estimate" | "invoice" | "visitScheduled" | "visitMoved" | "visitCanceled";
            subject: string;
            body: string;
            /** @description false: the default words, what an organization that never edits sends */
            edited: boolean;
            /** @description the placeholders this kind may use, without braces */
            placeholders: string[];
        };
        UpdateMessageTemplates: {
            estimate?: {
                subject: string;
                body: string;
            };
            invoice?: {
                subject: string;
                body: string;
            };
            visitScheduled?: {
                subject: string;
                body: string;
            };
            visitMoved?: {
                subject: string;
                body: string;
            };
            visitCanceled?: {
                subject: string;
                body: string;
            };
        };
        OrgSettings: {
            /** @description the company name customer documents print */
            name: string;
            /** @description IANA zone; every day of the API is a day in it */
            timeZone: string;
            /** @description null: routes read not_configured */
            origin: {
                label: string;
                lat: number;
                lng: number;
            } | null;
            /** @description days from sending until an estimate expires */
            estimateValidityDays: number;
            /** @description hours booked for work nobody estimated */
            placeholderHours: number;
            /** @description route freeze horizon before a crew's day starts */
            freezeHours: number;
            /**
             * @description extension: the unit the SPA shows distances in (mi or km); distances in the API stay in meters
             * @enum {string}
             */
            distanceUnit: "mi" | "km";
            /** @description extension: the company's address as printed, line by line */
            addressLines: string[];
            /** @description extension: the company's phone as printed */
            phone: string | null;
            /** @description extension: the company's e-mail as printed */
            email: string | null;
            /** @description extension: the terms printed at the end of every estimate and invoice */
            documentTerms: string | null;
            /**
             * @description extension: off (never), ask (the board offers to tell the customer after a change), automatic (every change is told, once the changes settle)
             * @enum {string}
             */
            visitNotices: "off" | "ask" | "automatic";
            /** @description extension: the printed logo (GET /org/logo); null without one */
            logo: {
                /** @enum {string} */
                contentType: "image/png" | "image/jpeg";
                /** @description pixels */
                width: number;
                /** @description pixels */
                height: number;
                /** Format: date-time */
                updatedAt: string;
            } | null;
        };
        UpdateOrgSettings: {
            name?: string;
            addressLines?: string[];
            phone?: string | null;
            /** Format: email */
            email?: string | null;
            documentTerms?: string | null;
            estimateValidityDays?: number;
            /** @enum {string} */
            distanceUnit?: "mi" | "km";
            /**
             * @description extension: off (never), ask (the board offers to tell the customer after a change), automatic (every change is told, once the changes settle)
             * @enum {string}
             */
            visitNotices?: "off" | "ask" | "automatic";
            /** @description the logo file, base64: PNG or JPEG, at most 512 KB and 2000 pixels a side; null removes it */
            logo?: string | null;
        };
        CreatedApiKey: {
            /** Format: uuid */
            id: string;
            /** @description what people call the key; null for a key made on the command line without --name */
            name: string | null;
            /**
             * Format: uuid
             * @description the crew a crew key is bound to (it sees only its crew's days); null for an office key
             */
            crewId: string | null;
            scopes: ("customers:read" | "customers:write" | "sites:read" | "sites:write" | "inventory:read" | "inventory:write" | "catalog:read" | "estimates:read" | "estimates:write" | "invoices:read" | "invoices:write" | "schedule:read" | "schedule:write" | "routing:read" | "routing:write" | "keys:write" | "org:write" | "field:write")[];
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description null: never expires
             */
            expiresAt: string | null;
            /**
             * Format: date-time
             * @description null: not revoked
             */
            revokedAt: string | null;
            /**
             * Format: date-time
             * @description its latest request, to within five minutes; null: never used since it was made
             */
            lastUsedAt: string | null;
            /** @description the key itself (send it as Authorization: ApiKey <key>), in this answer only: it is stored hashed, so a replay of the create answers null */
            key: string | null;
        };
        CreateApiKey: {
            name: string;
            /**
             * Format: uuid
             * @description bind the key to this crew: it then sees only its crew's days; omit or null for an office key
             */
            crewId?: string | null;
            scopes: ("customers:read" | "customers:write" | "sites:read" | "sites:write" | "inventory:read" | "inventory:write" | "catalog:read" | "estimates:read" | "estimates:write" | "invoices:read" | "invoices:write" | "schedule:read" | "schedule:write" | "routing:read" | "routing:write" | "keys:write" | "org:write" | "field:write")[];
            /**
             * Format: date-time
             * @description when the key stops working; omit for never (not allowed when the making key expires)
             */
            expiresAt?: string;
        };
        ApiKey: {
            /** Format: uuid */
            id: string;
            /** @description what people call the key; null for a key made on the command line without --name */
            name: string | null;
            /**
             * Format: uuid
             * @description the crew a crew key is bound to (it sees only its crew's days); null for an office key
             */
            crewId: string | null;
            scopes: ("customers:read" | "customers:write" | "sites:read" | "sites:write" | "inventory:read" | "inventory:write" | "catalog:read" | "estimates:read" | "estimates:write" | "invoices:read" | "invoices:write" | "schedule:read" | "schedule:write" | "routing:read" | "routing:write" | "keys:write" | "org:write" | "field:write")[];
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description null: never expires
             */
            expiresAt: string | null;
            /**
             * Format: date-time
             * @description null: not revoked
             */
            revokedAt: string | null;
            /**
             * Format: date-time
             * @description its latest request, to within five minutes; null: never used since it was made
             */
            lastUsedAt: string | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
