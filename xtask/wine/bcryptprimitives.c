/* ProcessPrng for Wine 8 (Debian 12), which lacks bcryptprimitives.dll: Rust's standard
 * library imports it on Windows for its random numbers, so without it no Rust test program
 * starts under that Wine. Built by `cargo xtask test` into a throwaway Wine prefix only; it is
 * never part of a package. RtlGenRandom is the older documented way to the same generator. */
#include <windows.h>
#define SystemFunction036 NTAPI SystemFunction036
#include <ntsecapi.h>
#undef SystemFunction036
BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len) {
    while (len > 0) {
        ULONG n = len > 0x10000000 ? 0x10000000 : (ULONG)len;
        if (!RtlGenRandom(data, n)) return FALSE;
        data += n; len -= n;
    }
    return TRUE;
}
