/* CPU runtime of the tileas kernel emulator (emulator/emulate.py, emulator/README.md).
 *
 * A kernel's LLVM-dialect module, rewritten for the host by tileas-emu-prep (emulator/prep), is
 * compiled together with this file into one shared object.  The rewritten
 * module calls:
 *   __emu_{tid,ntid,ctaid,nctaid}_{x,y,z}()   the special registers
 *   __emu_{laneid,warpid,warpsize}()           (from the linear thread id)
 *   __emu_barrier()                            nvvm.barrier0 (bar.sync 0)
 *   __emu_barrier_sync(id, count)              nvvm.barrier id = .. number_of_threads = ..
 *   __emu_shfl_sync(site, kind, mask, v, b, c) nvvm.shfl.sync (warp shuffle)
 *   __emu_register_smem(ptr, bytes)            from __emu_init: shared scratch
 *   __emu_nvvm_*(...)                          the NVVM intrinsics we emulate
 * and the CUDA device library: vprintf and __assertfail (renamed __emu_vprintf,
 * __emu_assertfail so that libc's vprintf cannot interpose) and __nv_*.
 *
 * Execution model: one launch runs the CTAs of the grid one after another, in
 * x-fastest order; each CTA runs its threads (128 unless emu_set_block says
 * otherwise) as ucontext coroutines on one OS thread.  A thread runs until it
 * reaches a barrier or a warp shuffle, or returns; when every thread of the CTA
 * waits at the barrier they all continue.  A barrier that only some threads
 * reach (the others returned) is reported as divergence.  Warps are the 32
 * consecutive linear thread ids (x fastest); a shuffle waits until the 32 lanes
 * of its warp have arrived at it, the last one computes every lane's result,
 * and they go on (lanes that wait at a shuffle while another lane of the warp
 * waits at a barrier, returned or reached another shuffle: warp divergence).
 * Shared memory is the module's globals (one CTA at a time), filled with 0xFF
 * bytes (NaN / -1) before each CTA so that a read of scratch nobody wrote in
 * this CTA shows up.  Atomics need no care: only one thread runs at a time.
 */
#define _GNU_SOURCE
#include <fenv.h>
#include <math.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

#define EMU_DEFAULT_THREADS 128
#define EMU_MAX_THREADS 1024
#define EMU_WARP 32
#define EMU_STACK (256 * 1024)
#define EMU_MAX_SMEM 64

typedef void (*emu_entry_fn)(const uint64_t *slots);

/* ST_WARP: waiting at a warp shuffle for the other lanes of the warp. */
enum { ST_RUN, ST_BARRIER, ST_WARP, ST_DONE };

static ucontext_t sched_ctx;
static ucontext_t thr_ctx[EMU_MAX_THREADS];
static int thr_state[EMU_MAX_THREADS];
/* The barrier a thread waits at (ST_BARRIER): the id of its bar.sync. */
static int bar_id[EMU_MAX_THREADS];
static char *stacks;
static int stack_threads; /* threads `stacks` has room for */
static int cur_tid;       /* linear thread id in the CTA */
static uint32_t block[3] = {EMU_DEFAULT_THREADS, 1, 1};
static int nthreads = EMU_DEFAULT_THREADS; /* block[0] * block[1] * block[2] */
static uint32_t cta[3], grid[3];
static emu_entry_fn cur_entry;
static const uint64_t *cur_slots;
static int aborted;
static char errmsg[8192];
static long barriers_done, shuffles_done;
static FILE *out_file;

static int schedule_mode; /* 0 forward, 1 reverse, 2 shuffled per phase */
static uint64_t schedule_rng = 0x9E3779B97F4A7C15ull;
static int order[EMU_MAX_THREADS];

/* Shared memory: the module's addr_space(3) globals, registered by __emu_init.
 * Race detector (all shared loads and stores are bracketed by calls, see
 * emulator/prep/src/rewrite.rs, instrument): per byte, the phase (the stretch between two
 * barriers, numbered across the whole launch) and thread of the last write,
 * whether that write changed the byte, its value, and the threads that read it
 * in the current phase (a bit mask of reader_words words per byte, in
 * smem_readers). Warp shuffles do not touch shared memory and do not order
 * it: they end no phase. Reported, as races the GPU does not order:
 *   RAW  a thread reads a byte that another thread changed in the same phase;
 *   WAR  a thread changes a byte that another thread read in the same phase;
 *   WAW  two threads write different values to a byte in the same phase.
 * Reads of bytes nobody wrote in this CTA (the scratch is undefined on the GPU)
 * are counted (emu_uninit_reads), not failed: replicated threads may read
 * scratch whose values they then discard. */
typedef struct {
  uint32_t w_phase, r_phase;
  uint16_t w_tid;
  uint8_t w_changed, w_val;
} shadow_t;

static void *smem_ptr[EMU_MAX_SMEM];
static size_t smem_size[EMU_MAX_SMEM];
static const char *smem_name[EMU_MAX_SMEM];
static shadow_t *smem_shadow[EMU_MAX_SMEM];
static uint64_t *smem_readers[EMU_MAX_SMEM]; /* reader_words words per byte */
static int reader_words = (EMU_DEFAULT_THREADS + 63) / 64;
static int smem_count;
static uint32_t phase = 1, cta_first_phase = 1;
static int cta_phase_index; /* barriers passed in this CTA */
static long uninit_reads;
static int races_fatal = 1;
static uint8_t prestore_bytes[64];

void __emu_register_smem(void *p, int64_t bytes, const char *name) {
  for (int i = 0; i < smem_count; i++)
    if (smem_ptr[i] == p) return;
  if (smem_count < EMU_MAX_SMEM) {
    smem_ptr[smem_count] = p;
    smem_size[smem_count] = (size_t)bytes;
    smem_name[smem_count] = name;
    smem_shadow[smem_count] = calloc((size_t)bytes, sizeof(shadow_t));
    smem_readers[smem_count] = calloc((size_t)bytes * (size_t)reader_words, sizeof(uint64_t));
    smem_count++;
  }
}

/* Room in the reader masks for nthreads threads (at a launch). */
static void size_reader_masks(void) {
  int words = (nthreads + 63) / 64;
  if (words == reader_words) return;
  reader_words = words;
  for (int i = 0; i < smem_count; i++) {
    free(smem_readers[i]);
    smem_readers[i] = calloc(smem_size[i] * (size_t)reader_words, sizeof(uint64_t));
  }
}

static void fail(const char *fmt, ...);
static void abort_thread(void);

static uint64_t *readers_of(int region, size_t offset) {
  return smem_readers[region] + offset * (size_t)reader_words;
}

static shadow_t *shadow_of(const uint8_t *p, int *region, size_t *offset) {
  for (int i = 0; i < smem_count; i++) {
    const uint8_t *b = smem_ptr[i];
    if (p >= b && p < b + smem_size[i]) {
      *region = i;
      *offset = (size_t)(p - b);
      return &smem_shadow[i][p - b];
    }
  }
  return NULL;
}

static void race(const char *kind, int region, size_t offset, int other, const char *what) {
  if (!races_fatal) return;
  fail("shared-memory race (%s) on %s+%zu in block (%u, %u, %u) after barrier %d of the CTA: thread %d %s thread "
       "%d in the same phase (no barrier between)",
       kind, smem_name[region] ? smem_name[region] : "?", offset, cta[0], cta[1], cta[2], cta_phase_index, cur_tid,
       what, other);
  abort_thread();
}

static int other_reader(const uint64_t *r_mask) {
  for (int w = 0; w < reader_words; w++) {
    uint64_t m = r_mask[w];
    if (w == cur_tid / 64) m &= ~(1ull << (cur_tid % 64));
    if (m) return w * 64 + __builtin_ctzll(m);
  }
  return -1;
}

void __emu_smem_load(const uint8_t *p, int64_t n) {
  for (int64_t k = 0; k < n; k++) {
    int region;
    size_t off;
    shadow_t *sh = shadow_of(p + k, &region, &off);
    if (!sh) continue;
    if (sh->w_phase < cta_first_phase) uninit_reads++;
    else if (sh->w_phase == phase && sh->w_tid != cur_tid && sh->w_changed)
      race("RAW", region, off, sh->w_tid, "reads a byte written by");
    uint64_t *r_mask = readers_of(region, off);
    if (sh->r_phase != phase) {
      sh->r_phase = phase;
      memset(r_mask, 0, (size_t)reader_words * sizeof(uint64_t));
    }
    r_mask[cur_tid / 64] |= 1ull << (cur_tid % 64);
  }
}

void __emu_smem_prestore(const uint8_t *p, int64_t n) {
  memcpy(prestore_bytes, p, n < 64 ? (size_t)n : 64);
}

void __emu_smem_poststore(const uint8_t *p, int64_t n) {
  for (int64_t k = 0; k < n && k < 64; k++) {
    int region;
    size_t off;
    shadow_t *sh = shadow_of(p + k, &region, &off);
    if (!sh) continue;
    int changed = p[k] != prestore_bytes[k] || sh->w_phase < cta_first_phase;
    if (sh->w_phase == phase && sh->w_tid != cur_tid && sh->w_val != p[k])
      race("WAW", region, off, sh->w_tid, "writes another value to a byte written by");
    if (p[k] != prestore_bytes[k] && sh->r_phase == phase) {
      int other = other_reader(readers_of(region, off));
      if (other >= 0) race("WAR", region, off, other, "overwrites a byte read by");
    }
    if (sh->w_phase == phase && sh->w_changed && sh->w_tid != cur_tid) changed = 1;
    sh->w_phase = phase;
    sh->w_tid = (uint16_t)cur_tid;
    sh->w_changed = (uint8_t)changed;
    sh->w_val = p[k];
  }
}

long emu_uninit_reads(void) { return uninit_reads; }
void emu_set_races_fatal(int on) { races_fatal = on; }

/* ---------------------------------------------------------------- sregs */
/* cur_tid is the linear thread id, x fastest: tid.x + ntid.x * (tid.y + ntid.y * tid.z). */
int32_t __emu_tid_x(void) { return (int32_t)((uint32_t)cur_tid % block[0]); }
int32_t __emu_tid_y(void) { return (int32_t)((uint32_t)cur_tid / block[0] % block[1]); }
int32_t __emu_tid_z(void) { return (int32_t)((uint32_t)cur_tid / (block[0] * block[1])); }
int32_t __emu_ntid_x(void) { return (int32_t)block[0]; }
int32_t __emu_ntid_y(void) { return (int32_t)block[1]; }
int32_t __emu_ntid_z(void) { return (int32_t)block[2]; }
/* Warps are 32 consecutive linear thread ids; %warpid is the warp's index in
 * the CTA (on a GPU it is the hardware slot, which may differ; kernels must not
 * rely on it, so the natural value is as good as any). */
int32_t __emu_laneid(void) { return cur_tid % EMU_WARP; }
int32_t __emu_warpid(void) { return cur_tid / EMU_WARP; }
int32_t __emu_warpsize(void) { return EMU_WARP; }
int32_t __emu_ctaid_x(void) { return cta[0]; }
int32_t __emu_ctaid_y(void) { return cta[1]; }
int32_t __emu_ctaid_z(void) { return cta[2]; }
int32_t __emu_nctaid_x(void) { return grid[0]; }
int32_t __emu_nctaid_y(void) { return grid[1]; }
int32_t __emu_nctaid_z(void) { return grid[2]; }

static void fail(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(errmsg, sizeof errmsg, fmt, ap);
  va_end(ap);
  aborted = 1;
}

/* Abandons the current thread (and with it the launch). */
static void abort_thread(void) {
  aborted = 1;
  swapcontext(&thr_ctx[cur_tid], &sched_ctx);
  /* never resumed */
  abort();
}

/* ---------------------------------------------------------------- barrier */
static void wait_at_barrier(int id) {
  bar_id[cur_tid] = id;
  thr_state[cur_tid] = ST_BARRIER;
  swapcontext(&thr_ctx[cur_tid], &sched_ctx);
}

void __emu_barrier(void) { wait_at_barrier(0); }

/* bar.sync id, count (count -1: every thread of the CTA). Only barriers of the
 * whole CTA are emulated: a count below the CTA size (a named barrier for a
 * subset of the warps) is rejected, as is a count that is not a multiple of the
 * warp size or a barrier id outside 0..15. All threads must wait at the same
 * id (checked when the barrier completes). */
void __emu_barrier_sync(int32_t id, int32_t count) {
  if (id < 0 || id > 15) {
    fail("barrier id %d (not 0..15) in block (%u, %u, %u) thread %d", id, cta[0], cta[1], cta[2], cur_tid);
    abort_thread();
  }
  if (count != -1 && (count <= 0 || count % EMU_WARP != 0)) {
    fail("barrier %d for %d threads (not a positive multiple of the warp size) in block (%u, %u, %u) thread %d", id,
         count, cta[0], cta[1], cta[2], cur_tid);
    abort_thread();
  }
  if (count != -1 && count != nthreads) {
    fail("barrier %d for %d of the CTA's %d threads in block (%u, %u, %u) thread %d: named barriers over a subset of "
         "the CTA are not emulated",
         id, count, nthreads, cta[0], cta[1], cta[2], cur_tid);
    abort_thread();
  }
  wait_at_barrier(id);
}

/* ---------------------------------------------------------------- warp shuffle */
/* One warp's rendezvous at a shuffle: what each lane brought (its value, b and
 * c operands), and each lane's result once the last lane arrived. A lane reads
 * its result when it resumes, before it can bring a value to the next shuffle,
 * and the next results are computed only when all 32 lanes are back: one set
 * of slots per warp is enough. */
typedef struct {
  int arrived;     /* lanes waiting at the shuffle */
  int site, kind;  /* of the first lane to arrive */
  int first_lane;
  uint32_t val[EMU_WARP], b[EMU_WARP], c[EMU_WARP];
  uint64_t result[EMU_WARP];
} warp_t;

static warp_t warps[EMU_MAX_THREADS / EMU_WARP];
static const char *const shfl_kind_name[4] = {"bfly", "up", "down", "idx"};

/* shfl.sync.<mode>.b32 for one lane, as the PTX ISA defines it: lane = laneid,
 * bval = b[4:0], cval = c[4:0], segmask = c[12:8];
 *   maxLane = (lane & segmask) | (cval & ~segmask),  minLane = lane & segmask
 *   up:   j = lane - bval, valid = j >= maxLane
 *   down: j = lane + bval, valid = j <= maxLane
 *   bfly: j = lane ^ bval, valid = j <= maxLane
 *   idx:  j = minLane | (bval & ~segmask), valid = j <= maxLane
 * an invalid source lane gives the lane's own value. Returns the value in the
 * low 32 bits and the validity in bit 32. */
static uint64_t shfl_lane(const warp_t *w, int kind, int lane) {
  int bval = (int)(w->b[lane] & 0x1f), cval = (int)(w->c[lane] & 0x1f);
  int segmask = (int)((w->c[lane] >> 8) & 0x1f);
  int max_lane = (lane & segmask) | (cval & ~segmask);
  int min_lane = lane & segmask;
  int j, valid;
  switch (kind) {
  case 1: j = lane - bval; valid = j >= max_lane; break;
  case 2: j = lane + bval; valid = j <= max_lane; break;
  case 0: j = lane ^ bval; valid = j <= max_lane; break;
  default: j = min_lane | (bval & ~segmask); valid = j <= max_lane; break;
  }
  if (!valid) j = lane;
  return (uint64_t)w->val[j] | ((uint64_t)(valid ? 1 : 0) << 32);
}

/* nvvm.shfl.sync (rewrite.rs, replace_shuffle): site numbers the shuffle ops of
 * the module from 1, kind is NVVM's ShflKind (bfly 0, up 1, down 2, idx 3), v
 * the value's bits. Only full-warp shuffles (mask 0xffffffff) of complete warps
 * are emulated, and all 32 lanes must meet at the same shuffle. */
uint64_t __emu_shfl_sync(int32_t site, int32_t kind, uint32_t mask, uint32_t v, uint32_t b, uint32_t c) {
  int t = cur_tid, lane = t % EMU_WARP, wi = t / EMU_WARP;
  if (kind < 0 || kind > 3) {
    fail("shfl.sync #%d of unknown kind %d in block (%u, %u, %u) thread %d", site, kind, cta[0], cta[1], cta[2], t);
    abort_thread();
  }
  if (mask != 0xffffffffu) {
    fail("shfl.sync.%s #%d with thread mask 0x%08x in block (%u, %u, %u) thread %d: only full-warp shuffles (mask "
         "0xffffffff) are emulated",
         shfl_kind_name[kind], site, mask, cta[0], cta[1], cta[2], t);
    abort_thread();
  }
  if ((wi + 1) * EMU_WARP > nthreads) {
    fail("shfl.sync.%s #%d in block (%u, %u, %u) thread %d: warp %d is not complete (%d threads per CTA, not a "
         "multiple of 32)",
         shfl_kind_name[kind], site, cta[0], cta[1], cta[2], t, wi, nthreads);
    abort_thread();
  }
  warp_t *w = &warps[wi];
  if (w->arrived == 0) {
    w->site = site;
    w->kind = kind;
    w->first_lane = lane;
  } else if (w->site != site || w->kind != kind) {
    fail("warp divergence in block (%u, %u, %u), warp %d: lane %d reached shfl.sync.%s #%d while lane %d waits at "
         "shfl.sync.%s #%d",
         cta[0], cta[1], cta[2], wi, lane, shfl_kind_name[kind], site, w->first_lane, shfl_kind_name[w->kind],
         w->site);
    abort_thread();
  }
  w->val[lane] = v;
  w->b[lane] = b;
  w->c[lane] = c;
  if (++w->arrived < EMU_WARP) {
    thr_state[t] = ST_WARP;
    swapcontext(&thr_ctx[t], &sched_ctx);
    /* resumed: the last lane has computed our result */
    return w->result[lane];
  }
  for (int l = 0; l < EMU_WARP; l++) w->result[l] = shfl_lane(w, kind, l);
  w->arrived = 0;
  for (int l = 0; l < EMU_WARP; l++)
    if (l != lane) thr_state[wi * EMU_WARP + l] = ST_RUN;
  shuffles_done++;
  return w->result[lane];
}

void __emu_assertfail(const char *message, const char *file, uint32_t line, const char *function, uint64_t char_size) {
  (void)char_size;
  fail("device assertion failed: \"%s\" (%s:%u, in %s) in block (%u, %u, %u) thread %d", message ? message : "",
       file ? file : "?", line, function ? function : "?", cta[0], cta[1], cta[2], cur_tid);
  abort_thread();
}

void __emu_trap(void) {
  fail("trap in block (%u, %u, %u) thread %d", cta[0], cta[1], cta[2], cur_tid);
  abort_thread();
}

/* ---------------------------------------------------------------- vprintf */
/* CUDA's vprintf(fmt, buf): the arguments are packed in buf, each aligned to
 * its size: int-like conversions take 4 bytes (8 with l/ll/j/z/t), floating
 * ones a double (8), %s and %p a 64-bit pointer. */
int32_t __emu_vprintf(const char *fmt, const char *buf) {
  FILE *f = out_file ? out_file : stdout;
  size_t off = 0;
  int written = 0;
  const char *p = fmt;
  while (*p) {
    if (*p != '%') {
      fputc(*p++, f);
      written++;
      continue;
    }
    if (p[1] == '%') {
      fputc('%', f);
      p += 2;
      written++;
      continue;
    }
    char spec[64];
    size_t n = 0;
    spec[n++] = *p++;
    while (*p && strchr("-+ #0", *p) && n < 40) spec[n++] = *p++;
    while (*p && ((*p >= '0' && *p <= '9') || *p == '.' || *p == '*') && n < 40) spec[n++] = *p++;
    int longs = 0;
    while (*p && strchr("hljztL", *p) && n < 44) {
      if (*p == 'l' || *p == 'j' || *p == 'z' || *p == 't') longs++;
      spec[n++] = *p++;
    }
    char conv = *p ? *p++ : 0;
    spec[n] = 0;
    /* rebuild the spec without length modifiers; add ours */
    char base[64];
    size_t m = 0;
    for (size_t i = 0; i < n; i++)
      if (!strchr("hljztL", spec[i])) base[m++] = spec[i];
    base[m] = 0;
    char full[80];
    switch (conv) {
    case 'd': case 'i': case 'u': case 'x': case 'X': case 'o': case 'c': {
      if (longs) {
        off = (off + 7) & ~(size_t)7;
        int64_t v;
        memcpy(&v, buf + off, 8);
        off += 8;
        snprintf(full, sizeof full, "%sll%c", base, conv);
        written += fprintf(f, full, (long long)v);
      } else {
        off = (off + 3) & ~(size_t)3;
        int32_t v;
        memcpy(&v, buf + off, 4);
        off += 4;
        snprintf(full, sizeof full, "%s%c", base, conv);
        if (conv == 'd' || conv == 'i' || conv == 'c')
          written += fprintf(f, full, (int)v);
        else
          written += fprintf(f, full, (unsigned)v);
      }
      break;
    }
    case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A': {
      off = (off + 7) & ~(size_t)7;
      double v;
      memcpy(&v, buf + off, 8);
      off += 8;
      snprintf(full, sizeof full, "%s%c", base, conv);
      written += fprintf(f, full, v);
      break;
    }
    case 's': case 'p': {
      off = (off + 7) & ~(size_t)7;
      uint64_t v;
      memcpy(&v, buf + off, 8);
      off += 8;
      snprintf(full, sizeof full, "%s%c", base, conv);
      if (conv == 's')
        written += fprintf(f, full, v ? (const char *)(uintptr_t)v : "(null)");
      else
        written += fprintf(f, full, (void *)(uintptr_t)v);
      break;
    }
    default:
      written += fprintf(f, "%s%c", spec, conv);
      break;
    }
  }
  fflush(f);
  return written;
}

/* ---------------------------------------------------------------- libdevice */
float __nv_expf(float x) { return expf(x); }
float __nv_exp2f(float x) { return exp2f(x); }
float __nv_exp10f(float x) { return exp10f(x); }
float __nv_expm1f(float x) { return expm1f(x); }
float __nv_logf(float x) { return logf(x); }
float __nv_log2f(float x) { return log2f(x); }
float __nv_log10f(float x) { return log10f(x); }
float __nv_log1pf(float x) { return log1pf(x); }
float __nv_tanhf(float x) { return tanhf(x); }
float __nv_sinf(float x) { return sinf(x); }
float __nv_cosf(float x) { return cosf(x); }
float __nv_tanf(float x) { return tanf(x); }
float __nv_sinhf(float x) { return sinhf(x); }
float __nv_coshf(float x) { return coshf(x); }
float __nv_asinf(float x) { return asinf(x); }
float __nv_acosf(float x) { return acosf(x); }
float __nv_atanf(float x) { return atanf(x); }
float __nv_atan2f(float y, float x) { return atan2f(y, x); }
float __nv_erff(float x) { return erff(x); }
float __nv_rsqrtf(float x) { return 1.0f / sqrtf(x); }
float __nv_sqrtf(float x) { return sqrtf(x); }
float __nv_cbrtf(float x) { return cbrtf(x); }
float __nv_powf(float x, float y) { return powf(x, y); }
float __nv_fmaxf(float x, float y) { return fmaxf(x, y); }
float __nv_fminf(float x, float y) { return fminf(x, y); }
float __nv_fabsf(float x) { return fabsf(x); }
float __nv_floorf(float x) { return floorf(x); }
float __nv_ceilf(float x) { return ceilf(x); }
float __nv_truncf(float x) { return truncf(x); }
float __nv_roundf(float x) { return roundf(x); }
float __nv_rintf(float x) { return rintf(x); }
float __nv_fmodf(float x, float y) { return fmodf(x, y); }
float __nv_fmaf(float x, float y, float z) { return fmaf(x, y, z); }
float __nv_fast_expf(float x) { return expf(x); }
float __nv_fast_exp2f(float x) { return exp2f(x); }
float __nv_fast_logf(float x) { return logf(x); }
float __nv_fast_tanhf(float x) { return tanhf(x); }
float __nv_fdividef(float x, float y) { return x / y; }
double __nv_exp(double x) { return exp(x); }
double __nv_exp2(double x) { return exp2(x); }
double __nv_log(double x) { return log(x); }
double __nv_log2(double x) { return log2(x); }
double __nv_tanh(double x) { return tanh(x); }
double __nv_sin(double x) { return sin(x); }
double __nv_cos(double x) { return cos(x); }
double __nv_rsqrt(double x) { return 1.0 / sqrt(x); }
double __nv_sqrt(double x) { return sqrt(x); }
double __nv_pow(double x, double y) { return pow(x, y); }
double __nv_fmax(double x, double y) { return fmax(x, y); }
double __nv_fmin(double x, double y) { return fmin(x, y); }
double __nv_fma(double x, double y, double z) { return fma(x, y, z); }
double __nv_floor(double x) { return floor(x); }
double __nv_ceil(double x) { return ceil(x); }

/* ---------------------------------------------------------------- NVVM intrinsics */
/* float -> fp8 with round-to-nearest-even and .satfinite (|x| beyond the
 * largest finite value gives it; NaN gives NaN), as cvt.rn.satfinite.*x2.f32. */
static uint8_t f32_to_fp8(float x, int mbits, int bias, float maxfinite, uint8_t nan) {
  uint32_t bits;
  memcpy(&bits, &x, 4);
  uint8_t sign = (bits >> 31) ? 0x80 : 0;
  if (isnan(x)) return nan;
  float a = fabsf(x);
  if (a >= maxfinite) {
    /* maxfinite itself, or saturated */
    int e = (int)floorf(log2f(maxfinite));
    float frac = maxfinite / ldexpf(1.0f, e) - 1.0f;
    int mant = (int)lrintf(frac * (1 << mbits));
    return sign | (uint8_t)(((e + bias) << mbits) | mant);
  }
  if (a == 0.0f) return sign;
  int e;
  frexpf(a, &e); /* a = f * 2^e, f in [0.5, 1) */
  e -= 1;        /* a = g * 2^e, g in [1, 2) */
  int emin = 1 - bias;
  if (e < emin) e = emin; /* subnormal range: fixed quantum */
  float q = ldexpf(1.0f, e - mbits);
  float r = rintf(a / q); /* exact division by a power of two; rint = RNE */
  /* r * q may round up into the next binade: renormalise */
  long ri = (long)r;
  if (ri >= (2L << mbits)) {
    ri >>= 1;
    e += 1;
  }
  uint8_t code;
  if (ri < (1L << mbits)) { /* subnormal */
    code = (uint8_t)ri;
  } else {
    code = (uint8_t)(((e + bias) << mbits) | (ri - (1L << mbits)));
  }
  /* satfinite after rounding */
  float back = (float)ri * ldexpf(1.0f, e - mbits);
  if (back > maxfinite) return f32_to_fp8(copysignf(maxfinite, x), mbits, bias, maxfinite, nan);
  return sign | code;
}

static uint8_t to_e4m3(float x) { return f32_to_fp8(x, 3, 7, 448.0f, 0x7f); }
static uint8_t to_e5m2(float x) { return f32_to_fp8(x, 2, 15, 57344.0f, 0x7f); }

/* llvm.nvvm.ff.to.e4m3x2.rn(a, b): a in the upper byte, b in the lower. */
uint16_t __emu_nvvm_ff_to_e4m3x2_rn(float a, float b) { return (uint16_t)((to_e4m3(a) << 8) | to_e4m3(b)); }
uint16_t __emu_nvvm_ff_to_e5m2x2_rn(float a, float b) { return (uint16_t)((to_e5m2(a) << 8) | to_e5m2(b)); }
uint16_t __emu_nvvm_ff_to_e4m3x2_rn_relu(float a, float b) {
  return __emu_nvvm_ff_to_e4m3x2_rn(a > 0 || isnan(a) ? a : 0.0f, b > 0 || isnan(b) ? b : 0.0f);
}
uint16_t __emu_nvvm_ff_to_e5m2x2_rn_relu(float a, float b) {
  return __emu_nvvm_ff_to_e5m2x2_rn(a > 0 || isnan(a) ? a : 0.0f, b > 0 || isnan(b) ? b : 0.0f);
}

/* llvm.nvvm.f2tf32.rna(x): tf32 bits (10 mantissa bits, nearest, ties away). */
uint32_t __emu_nvvm_f2tf32_rna(float x) {
  uint32_t bits;
  memcpy(&bits, &x, 4);
  if (isnan(x) || isinf(x)) return bits;
  return (bits + 0x1000u) & 0xffffe000u;
}

/* fp8 code -> float (exact). */
static float fp8_to_f32(uint8_t code, int mbits, int bias, int e4m3) {
  int ebits = 7 - mbits;
  float s = (code & 0x80) ? -1.0f : 1.0f;
  int e = (code >> mbits) & ((1 << ebits) - 1);
  int m = code & ((1 << mbits) - 1);
  if (e4m3 && e == 15 && m == 7) return NAN;
  if (!e4m3 && e == 31) return m ? NAN : s * INFINITY;
  if (e == 0) return s * (float)m * ldexpf(1.0f, 1 - bias - mbits);
  return s * (1.0f + (float)m / (float)(1 << mbits)) * ldexpf(1.0f, e - bias);
}

/* llvm.nvvm.e4m3x2.to.f16x2.rn(v) -> <2 x half>, element 0 from the low
   byte. The C ABI would return a 2 x _Float16 vector in eax, LLVM's <2 x half>
   comes back in the low 32 bits of xmm0: return those bits as a float. */
static float pack_half2(float lo, float hi) {
  _Float16 h[2] = {(_Float16)lo, (_Float16)hi};
  float r;
  memcpy(&r, h, 4);
  return r;
}
float __emu_nvvm_e4m3x2_to_f16x2_rn(uint16_t v) {
  return pack_half2(fp8_to_f32(v & 0xff, 3, 7, 1), fp8_to_f32(v >> 8, 3, 7, 1));
}
float __emu_nvvm_e5m2x2_to_f16x2_rn(uint16_t v) {
  return pack_half2(fp8_to_f32(v & 0xff, 2, 15, 0), fp8_to_f32(v >> 8, 2, 15, 0));
}

/* Float arithmetic with explicit rounding / flush-to-zero (llvm.nvvm.add.rz.f,
   llvm.nvvm.div.approx.ftz.f, ...): the host op under fesetround; ftz flushes
   subnormal inputs and results to signed zero; approx/full are IEEE here. */
static float ftzf(float x) { return fpclassify(x) == FP_SUBNORMAL ? copysignf(0.0f, x) : x; }
#define EMU_F2(NAME, MODE, FTZ, EXPR)                                                                    \
  float __emu_nvvm_##NAME(float a, float b) {                                                              \
    if (FTZ) { a = ftzf(a); b = ftzf(b); }                                                               \
    int old = fegetround(); fesetround(MODE);                                                              \
    volatile float r = (EXPR);                                                                             \
    fesetround(old);                                                                                       \
    return FTZ ? ftzf(r) : r;                                                                              \
  }
#define EMU_D2(NAME, MODE, EXPR)                                                                          \
  double __emu_nvvm_##NAME(double a, double b) {                                                           \
    int old = fegetround(); fesetround(MODE);                                                              \
    volatile double r = (EXPR);                                                                            \
    fesetround(old);                                                                                       \
    return r;                                                                                              \
  }
#define EMU_ROUNDED(OP, EXPR)                                                                             \
  EMU_F2(OP##_rn_f, FE_TONEAREST, 0, EXPR) EMU_F2(OP##_rn_ftz_f, FE_TONEAREST, 1, EXPR)                 \
  EMU_F2(OP##_rz_f, FE_TOWARDZERO, 0, EXPR) EMU_F2(OP##_rz_ftz_f, FE_TOWARDZERO, 1, EXPR)               \
  EMU_F2(OP##_rm_f, FE_DOWNWARD, 0, EXPR) EMU_F2(OP##_rm_ftz_f, FE_DOWNWARD, 1, EXPR)                   \
  EMU_F2(OP##_rp_f, FE_UPWARD, 0, EXPR) EMU_F2(OP##_rp_ftz_f, FE_UPWARD, 1, EXPR)                       \
  EMU_D2(OP##_rn_d, FE_TONEAREST, EXPR) EMU_D2(OP##_rz_d, FE_TOWARDZERO, EXPR)                          \
  EMU_D2(OP##_rm_d, FE_DOWNWARD, EXPR) EMU_D2(OP##_rp_d, FE_UPWARD, EXPR)
EMU_ROUNDED(add, a + b)
EMU_ROUNDED(mul, a * b)
EMU_ROUNDED(div, a / b)
EMU_F2(div_approx_f, FE_TONEAREST, 0, a / b)
EMU_F2(div_approx_ftz_f, FE_TONEAREST, 1, a / b)
EMU_F2(div_full, FE_TONEAREST, 0, a / b)
EMU_F2(div_full_ftz, FE_TONEAREST, 1, a / b)

/* ---------------------------------------------------------------- faults */
static char altstack[65536];

static void on_fault(int sig) {
  char line[256];
  int n = snprintf(line, sizeof line, "emu: fatal signal %d (%s) in block (%u, %u, %u) thread %d\n", sig,
                   sig == SIGSEGV ? "SIGSEGV" : sig == SIGBUS ? "SIGBUS" : sig == SIGFPE ? "SIGFPE" : "?", cta[0],
                   cta[1], cta[2], cur_tid);
  if (n > 0) {
    ssize_t w = write(2, line, (size_t)n);
    (void)w;
  }
  _exit(128 + sig);
}

static void install_fault_handlers(void) {
  static int done;
  if (done) return;
  done = 1;
  stack_t ss = {.ss_sp = altstack, .ss_size = sizeof altstack, .ss_flags = 0};
  sigaltstack(&ss, NULL);
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_fault;
  sa.sa_flags = SA_ONSTACK;
  sigaction(SIGSEGV, &sa, NULL);
  sigaction(SIGBUS, &sa, NULL);
  sigaction(SIGFPE, &sa, NULL);
}

/* ---------------------------------------------------------------- buffers */
/* Memory for a kernel argument whose end touches a PROT_NONE page, so that a
 * read or write past the end faults (a missing bound check). */
void *emu_alloc(uint64_t bytes) {
  long page = sysconf(_SC_PAGESIZE);
  size_t data = (bytes + (size_t)page - 1) / (size_t)page * (size_t)page;
  if (data == 0) data = (size_t)page;
  char *base = mmap(NULL, data + (size_t)page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (base == MAP_FAILED) return NULL;
  mprotect(base + data, (size_t)page, PROT_NONE);
  return base + data - bytes;
}

/* ---------------------------------------------------------------- launch */
static void thread_main(void) {
  cur_entry(cur_slots);
  thr_state[cur_tid] = ST_DONE;
}

const char *emu_error(void) { return errmsg; }

/* The order in which the threads of a CTA run between two barriers: 0 thread
 * 0 first, 1 the last thread first, 2 a new pseudo-random order every phase
 * (seed). Threads released by a warp shuffle run in the same order.
 * Running the same kernel in several orders exposes missing barriers: a thread
 * that reads scratch another thread writes in the same phase sees the value
 * only in some orders (and the 0xFF poison, or a stale value, in the others). */
void emu_set_schedule(int mode, uint64_t seed) {
  schedule_mode = mode;
  schedule_rng = seed * 0x9E3779B97F4A7C15ull + 1;
}

static uint64_t next_rand(void) {
  schedule_rng ^= schedule_rng << 13;
  schedule_rng ^= schedule_rng >> 7;
  schedule_rng ^= schedule_rng << 17;
  return schedule_rng;
}

static void make_order(void) {
  for (int i = 0; i < nthreads; i++) order[i] = schedule_mode == 1 ? nthreads - 1 - i : i;
  if (schedule_mode == 2)
    for (int i = nthreads - 1; i > 0; i--) {
      int j = (int)(next_rand() % (uint64_t)(i + 1));
      int t = order[i];
      order[i] = order[j];
      order[j] = t;
    }
}
long emu_barrier_count(void) { return barriers_done; }
long emu_shuffle_count(void) { return shuffles_done; }

/* The CTA size (the kernel's nvvm.reqntid; 128 when not called): at most 1024
 * threads. Returns 0, or -1 with emu_error() saying why. */
int emu_set_block(uint32_t x, uint32_t y, uint32_t z) {
  uint64_t n = (uint64_t)x * y * z;
  if (x == 0 || y == 0 || z == 0 || n > EMU_MAX_THREADS) {
    snprintf(errmsg, sizeof errmsg, "CTA of %u x %u x %u threads (1 to %d threads are emulated)", x, y, z,
             EMU_MAX_THREADS);
    return -1;
  }
  block[0] = x;
  block[1] = y;
  block[2] = z;
  nthreads = (int)n;
  return 0;
}

int emu_set_output(const char *path) {
  if (out_file && out_file != stdout) fclose(out_file);
  out_file = path ? fopen(path, "w") : NULL;
  return out_file || !path ? 0 : -1;
}

/* Runs entry(slots) for every CTA of the grid and all its threads (emu_set_block).
 * kinds: one character per slot ('p' pointer, 'i' i32, 'l' i64, 'f' f32,
 * 'd' f64), informational (the entry trampoline reads the slots).
 * Returns 0, or 1 with emu_error() saying why (assertion, barrier divergence). */
int emu_launch(emu_entry_fn entry, uint32_t gx, uint32_t gy, uint32_t gz, const uint64_t *slots, const char *kinds) {
  (void)kinds;
  install_fault_handlers();
  if (stack_threads < nthreads) {
    if (stacks) munmap(stacks, (size_t)EMU_STACK * (size_t)stack_threads);
    stack_threads = 0;
    stacks = mmap(NULL, (size_t)EMU_STACK * (size_t)nthreads, PROT_READ | PROT_WRITE,
                  MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (stacks == MAP_FAILED) {
      stacks = NULL;
      fail("cannot allocate thread stacks");
      return 1;
    }
    stack_threads = nthreads;
  }
  size_reader_masks();
  errmsg[0] = 0;
  aborted = 0;
  barriers_done = 0;
  shuffles_done = 0;
  uninit_reads = 0;
  grid[0] = gx;
  grid[1] = gy;
  grid[2] = gz;
  cur_entry = entry;
  cur_slots = slots;
  for (uint32_t z = 0; z < gz; z++)
    for (uint32_t y = 0; y < gy; y++)
      for (uint32_t x = 0; x < gx; x++) {
        cta[0] = x;
        cta[1] = y;
        cta[2] = z;
        for (int i = 0; i < smem_count; i++) memset(smem_ptr[i], 0xff, smem_size[i]);
        phase++;
        cta_first_phase = phase;
        cta_phase_index = 0;
        memset(warps, 0, sizeof warps);
        for (int t = 0; t < nthreads; t++) {
          getcontext(&thr_ctx[t]);
          thr_ctx[t].uc_stack.ss_sp = stacks + (size_t)t * EMU_STACK;
          thr_ctx[t].uc_stack.ss_size = EMU_STACK;
          thr_ctx[t].uc_link = &sched_ctx;
          makecontext(&thr_ctx[t], thread_main, 0);
          thr_state[t] = ST_RUN;
        }
        for (;;) {
          /* run the phase: every runnable thread, in order, until none is (a
             warp shuffle makes the lanes of a warp runnable again) */
          make_order();
          for (int ran = 1; ran;) {
            ran = 0;
            for (int i = 0; i < nthreads; i++) {
              int t = order[i];
              if (thr_state[t] != ST_RUN) continue;
              ran = 1;
              cur_tid = t;
              swapcontext(&sched_ctx, &thr_ctx[t]);
              if (aborted) return 1;
            }
          }
          int at_barrier = 0, done = 0, first_done = -1, first_bar = -1;
          for (int t = 0; t < nthreads; t++) {
            if (thr_state[t] == ST_WARP) {
              /* a lane waits at a shuffle its warp never completes */
              int wi = t / EMU_WARP, other = -1;
              for (int l = wi * EMU_WARP; l < (wi + 1) * EMU_WARP && other < 0; l++)
                if (thr_state[l] != ST_WARP) other = l;
              const warp_t *w = &warps[wi];
              fail("warp divergence in block (%u, %u, %u), warp %d: %d lanes wait at shfl.sync.%s #%d (first: lane "
                   "%d) while lane %d %s",
                   x, y, z, wi, w->arrived, shfl_kind_name[w->kind], w->site, w->first_lane,
                   other < 0 ? -1 : other % EMU_WARP,
                   other >= 0 && thr_state[other] == ST_BARRIER ? "waits at a barrier" : "returned");
              return 1;
            }
            if (thr_state[t] == ST_BARRIER) {
              at_barrier++;
              if (first_bar < 0) first_bar = t;
            } else {
              done++;
              if (first_done < 0) first_done = t;
            }
          }
          if (at_barrier == 0) break;
          if (done != 0) {
            fail("barrier divergence in block (%u, %u, %u): %d threads wait at a barrier (first: thread %d) but %d "
                 "returned (first: thread %d)",
                 x, y, z, at_barrier, first_bar, done, first_done);
            return 1;
          }
          for (int t = 0; t < nthreads; t++)
            if (bar_id[t] != bar_id[first_bar]) {
              fail("barrier divergence in block (%u, %u, %u): thread %d waits at barrier %d, thread %d at barrier %d",
                   x, y, z, first_bar, bar_id[first_bar], t, bar_id[t]);
              return 1;
            }
          barriers_done++;
          phase++;
          cta_phase_index++;
          for (int t = 0; t < nthreads; t++) thr_state[t] = ST_RUN;
        }
      }
  return 0;
}
