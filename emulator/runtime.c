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
 *   __emu_redux_sync(site, kind, mask, v)      llvm.nvvm.redux.sync.* (warp reduction)
 *   __emu_mma(site, kind, in, out)             llvm.nvvm.mma.* (warp MMA)
 *   __emu_ldmatrix(site, kind, row, out)       llvm.nvvm.ldmatrix.* (warp matrix load)
 *   __emu_stmatrix(site, kind, row, in)        llvm.nvvm.stmatrix.* (warp matrix store)
 *   __emu_tcgen05_{alloc,dealloc,relinquish,ld,st,mma,commit}(site, ...)
 *                                              llvm.nvvm.tcgen05.* (TMEM, tensor-core MMA)
 *   __emu_tcgen05_{alloc,dealloc,relinquish,commit}_cg2(site, ...), __emu_tcgen05_commit_mc(site, ...)
 *                                              their .cta_group::2 forms (a CTA pair; "clusters")
 *   __emu_mbarrier_{init,inval,arrive,try_wait_parity}(mbar, ...)
 *                                              llvm.nvvm.mbarrier.*
 *   __emu_cp_async(site, race_check, dst, src, cp_size, src_size)
 *   __emu_cp_async_{commit,wait,wait_all}(...) llvm.nvvm.cp.async.* (async copies)
 *   __emu_tma_load[_cluster](site, ...), __emu_tma_store(site, ...)
 *                                              llvm.nvvm.cp.async.bulk.tensor.* (TMA)
 *   __emu_mapa(p, rank), __emu_cluster_{arrive,wait}(), __emu_mbarrier_arrive_cluster(...)
 *                                              thread-block clusters ("clusters")
 *   __emu_register_smem(ptr, bytes)            from __emu_init: shared scratch
 *   __emu_nvvm_*(...)                          the NVVM intrinsics we emulate
 * and the CUDA device library: vprintf and __assertfail (renamed __emu_vprintf,
 * __emu_assertfail so that libc's vprintf cannot interpose), the device heap of
 * alloca (__emu_aligned_malloc, __emu_free) and __nv_*.
 *
 * Execution model: one launch runs the CTAs of the grid one after another, in
 * x-fastest order (the CTAs of a thread-block cluster together: "clusters",
 * below); each CTA runs its threads (128 unless emu_set_block says
 * otherwise) as coroutines on one OS thread (ucontext stacks, switched with
 * _setjmp/_longjmp).  A thread runs until it reaches a barrier or a warp-collective op (shuffle, mma, ldmatrix,
 * stmatrix, tcgen05 alloc/dealloc/ld/st), spins in mbarrier.try_wait, or returns; when every thread of the CTA waits at the barrier
 * they all continue.  A barrier that only some threads reach (the others
 * returned) is reported as divergence.  Warps are the 32 consecutive linear
 * thread ids (x fastest); a warp-collective op waits until the 32 lanes of its
 * warp have arrived at it, the last one computes every lane's result, and they
 * go on (lanes that wait at one while another lane of the warp waits at a
 * barrier, returned or reached another one: warp divergence).
 * Shared memory is the module's globals (one CTA at a time), filled with 0xFF
 * bytes (NaN / -1) before each CTA so that a read of scratch nobody wrote in
 * this CTA shows up.  Atomics need no care: only one thread runs at a time.
 */
#define _GNU_SOURCE
/* the threads switch stacks with _longjmp, which the fortified __longjmp_chk rejects */
#undef _FORTIFY_SOURCE
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

/* ST_WARP: waiting at a warp-collective op for the other lanes of the warp.
 * ST_SPIN: in mbarrier.try_wait on a phase that has not completed: runnable
 * again once some mbarrier changes (tcgen05 and mbarriers, below).
 * ST_CLUSTER: in barrier.cluster.wait until every thread of the cluster has
 * arrived ("clusters", below). */
enum { ST_RUN, ST_BARRIER, ST_WARP, ST_DONE, ST_SPIN, ST_CLUSTER };

/* Per-CTA state (this and the arrays marked "per CTA" below) lives in the
 * slot of the CTA's cluster rank ("clusters", below): these names point into
 * the slot of the CTA that runs. */
static ucontext_t *thr_ctx;
/* Switching between the scheduler and the threads: swapcontext would save and
 * restore the signal mask, a system call each way (a quarter of the time of a
 * kernel rich in warp-collective ops); _setjmp/_longjmp do not. A thread is
 * entered the first time with setcontext (makecontext gave it its stack and
 * thread_main) and then with _longjmp; it yields with _setjmp + _longjmp. */
static jmp_buf sched_jmp, *thr_jmp;
static int *thr_started;
static int *thr_state;
/* The barrier a thread waits at (ST_BARRIER): the id of its bar.sync, and
 * the thread count it names (-1: the whole CTA). */
static int *bar_id;
static int *bar_count;
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
static long barriers_done, shuffles_done, matrix_ops_done;
static FILE *out_file;
/* Thread-block clusters ("clusters", below): the CTAs of a cluster run
 * together, each with its per-CTA state in the slot of its cluster rank. */
#define EMU_MAX_CLUSTER 16
static uint32_t cluster_dim[3] = {1, 1, 1};
static int cluster_ctas = 1; /* cluster_dim[0] * [1] * [2] */
static int cur_rank;         /* the cluster rank of the CTA whose slot is bound (the running one) */
static int remote_home = -1; /* during a shared::cluster operation on another CTA: the issuing CTA's rank */
static void remote_note(char *buf, size_t n);
/* A shared::cluster address (mapa) carries its CTA's rank + 1 in bits 56..60. */
#define DSMEM_TAG_SHIFT 56
#define DSMEM_ADDR_MASK (((uintptr_t)1 << DSMEM_TAG_SHIFT) - 1)

/* The running thread yields to the scheduler; returns when it runs again. */
static void to_scheduler(void) {
  if (!_setjmp(thr_jmp[cur_tid])) _longjmp(sched_jmp, 1);
}

static int schedule_mode; /* 0 forward, 1 reverse, 2 shuffled per phase */
static uint64_t schedule_rng = 0x9E3779B97F4A7C15ull;
static int order[EMU_MAX_THREADS];

/* Shared memory: the module's addr_space(3) globals, registered by __emu_init.
 * Race detector (all shared loads and stores are bracketed by calls, see
 * emulator/prep/src/rewrite.rs, instrument; the rows of ldmatrix/stmatrix are
 * checked by the runtime as accesses of the lanes that gave their addresses):
 * per byte, the phase (the stretch between two
 * barriers, numbered across the whole launch) and thread of the last write,
 * whether that write changed the byte, its value, and the threads that read it
 * in the current phase (a bit mask of reader_words words per byte, in
 * smem_readers). Warp-collective ops do not order shared memory: they end no
 * phase. Reported, as races the GPU does not order:
 *   RAW  a thread reads a byte that another thread changed in the same phase;
 *   WAR  a thread changes a byte that another thread read in the same phase;
 *   WAW  two threads write different values to a byte in the same phase.
 * Reads of bytes nobody wrote in this CTA (the scratch is undefined on the GPU)
 * are counted (emu_uninit_reads), not failed: replicated threads may read
 * scratch whose values they then discard. Any access of a byte an in-flight
 * cp.async will write is a race too (shadow_t.pending; "cp.async", below). */
typedef struct {
  uint32_t w_phase, r_phase;
  uint16_t w_tid;
  /* pending: an issued cp.async that has not completed (its thread has not
   * waited for its group) will write the byte ("cp.async", below) */
  uint8_t w_changed : 1, pending : 1;
  uint8_t w_val;
} shadow_t;
_Static_assert(sizeof(shadow_t) == 12, "the pending bit costs no shadow memory");

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

/* The shadows and reader masks are per CTA: each cluster rank's slot has
 * its own (allocated at a launch, slot_prepare); smem_shadow and
 * smem_readers point to those of the CTA that runs. */
void __emu_register_smem(void *p, int64_t bytes, const char *name) {
  for (int i = 0; i < smem_count; i++)
    if (smem_ptr[i] == p) return;
  if (smem_count < EMU_MAX_SMEM) {
    smem_ptr[smem_count] = p;
    smem_size[smem_count] = (size_t)bytes;
    smem_name[smem_count] = name;
    smem_count++;
  }
}

static void fail(const char *fmt, ...);
static void abort_thread(void);
static void cpa_race(int tid, int region, size_t offset, const char *what);
static void wg_store_check(int tid, const uint8_t *p, int64_t n);
static int tma_race(int tid, int region, size_t offset, const char *what);

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

/* The accesses are those of thread `tid`: the running thread for ordinary
 * loads and stores; for ldmatrix/stmatrix, which the last lane of the warp
 * carries out for all 32, the lane that supplied the row's address. */
static void race(const char *kind, int region, size_t offset, int tid, int other, const char *what) {
  if (!races_fatal) return;
  fail("shared-memory race (%s) on %s+%zu in block (%u, %u, %u) after barrier %d of the CTA: thread %d %s thread "
       "%d in the same phase (no barrier between)",
       kind, smem_name[region] ? smem_name[region] : "?", offset, cta[0], cta[1], cta[2], cta_phase_index, tid, what,
       other);
  abort_thread();
}

static int other_reader(const uint64_t *r_mask, int tid) {
  for (int w = 0; w < reader_words; w++) {
    uint64_t m = r_mask[w];
    if (w == tid / 64) m &= ~(1ull << (tid % 64));
    if (m) return w * 64 + __builtin_ctzll(m);
  }
  return -1;
}

static void smem_load_by(int tid, const uint8_t *p, int64_t n) {
  for (int64_t k = 0; k < n; k++) {
    int region;
    size_t off;
    shadow_t *sh = shadow_of(p + k, &region, &off);
    if (!sh) continue;
    if (sh->pending) cpa_race(tid, region, off, "reads");
    if (sh->w_phase < cta_first_phase) uninit_reads++;
    else if (sh->w_phase == phase && sh->w_tid != tid && sh->w_changed)
      race("RAW", region, off, tid, sh->w_tid, "reads a byte written by");
    uint64_t *r_mask = readers_of(region, off);
    if (sh->r_phase != phase) {
      sh->r_phase = phase;
      memset(r_mask, 0, (size_t)reader_words * sizeof(uint64_t));
    }
    r_mask[tid / 64] |= 1ull << (tid % 64);
  }
}

void __emu_smem_load(const uint8_t *p, int64_t n) { smem_load_by(cur_tid, p, n); }

void __emu_smem_prestore(const uint8_t *p, int64_t n) {
  memcpy(prestore_bytes, p, n < 64 ? (size_t)n : 64);
}

/* After thread `tid` stored n bytes at p (their old values in prestore_bytes). */
static void smem_poststore_by(int tid, const uint8_t *p, int64_t n) {
  wg_store_check(tid, p, n);
  for (int64_t k = 0; k < n && k < 64; k++) {
    int region;
    size_t off;
    shadow_t *sh = shadow_of(p + k, &region, &off);
    if (!sh) continue;
    if (sh->pending) cpa_race(tid, region, off, "writes");
    int changed = p[k] != prestore_bytes[k] || sh->w_phase < cta_first_phase;
    if (sh->w_phase == phase && sh->w_tid != tid && sh->w_val != p[k])
      race("WAW", region, off, tid, sh->w_tid, "writes another value to a byte written by");
    if (p[k] != prestore_bytes[k] && sh->r_phase == phase) {
      int other = other_reader(readers_of(region, off), tid);
      if (other >= 0) race("WAR", region, off, tid, other, "overwrites a byte read by");
    }
    if (sh->w_phase == phase && sh->w_changed && sh->w_tid != tid) changed = 1;
    sh->w_phase = phase;
    sh->w_tid = (uint16_t)tid;
    sh->w_changed = changed != 0;
    sh->w_val = p[k];
  }
}

void __emu_smem_poststore(const uint8_t *p, int64_t n) { smem_poststore_by(cur_tid, p, n); }

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
/* One SM per CTA of a cluster (the CTAs of a cluster run together; without
   clusters the CTAs run one after another on SM 0): a device TMA workspace of
   one SM's 48 KiB holds every slot a CTA's warps use. */
int32_t __emu_smid(void) { return cur_rank; }
int32_t __emu_nsmid(void) { return cluster_ctas; }
int32_t __emu_warpsize(void) { return EMU_WARP; }
int32_t __emu_ctaid_x(void) { return cta[0]; }
int32_t __emu_ctaid_y(void) { return cta[1]; }
int32_t __emu_ctaid_z(void) { return cta[2]; }
int32_t __emu_nctaid_x(void) { return grid[0]; }
int32_t __emu_nctaid_y(void) { return grid[1]; }
int32_t __emu_nctaid_z(void) { return grid[2]; }
/* Clusters (PTX ISA, "Special Registers"): the CTA's rank in its cluster (x
   fastest), its position in the cluster, the cluster's size, the cluster's
   position in the grid and the grid's size in clusters. */
int32_t __emu_cluster_ctarank(void) { return cur_rank; }
int32_t __emu_cluster_nctarank(void) { return cluster_ctas; }
int32_t __emu_cluster_ctaid_x(void) { return (int32_t)(cta[0] % cluster_dim[0]); }
int32_t __emu_cluster_ctaid_y(void) { return (int32_t)(cta[1] % cluster_dim[1]); }
int32_t __emu_cluster_ctaid_z(void) { return (int32_t)(cta[2] % cluster_dim[2]); }
int32_t __emu_cluster_nctaid_x(void) { return (int32_t)cluster_dim[0]; }
int32_t __emu_cluster_nctaid_y(void) { return (int32_t)cluster_dim[1]; }
int32_t __emu_cluster_nctaid_z(void) { return (int32_t)cluster_dim[2]; }
int32_t __emu_clusterid_x(void) { return (int32_t)(cta[0] / cluster_dim[0]); }
int32_t __emu_clusterid_y(void) { return (int32_t)(cta[1] / cluster_dim[1]); }
int32_t __emu_clusterid_z(void) { return (int32_t)(cta[2] / cluster_dim[2]); }
int32_t __emu_nclusterid_x(void) { return (int32_t)(grid[0] / cluster_dim[0]); }
int32_t __emu_nclusterid_y(void) { return (int32_t)(grid[1] / cluster_dim[1]); }
int32_t __emu_nclusterid_z(void) { return (int32_t)(grid[2] / cluster_dim[2]); }

static void fail(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(errmsg, sizeof errmsg, fmt, ap);
  va_end(ap);
  if (remote_home >= 0) {
    size_t len = strlen(errmsg);
    remote_note(errmsg + len, sizeof errmsg - len);
  }
  aborted = 1;
}

/* Abandons the current thread (and with it the launch). */
static void abort_thread(void) {
  aborted = 1;
  to_scheduler();
  /* never resumed */
  abort();
}

/* ---------------------------------------------------------------- barrier */
static void wait_at_barrier(int id, int count) {
  bar_id[cur_tid] = id;
  bar_count[cur_tid] = count;
  thr_state[cur_tid] = ST_BARRIER;
  to_scheduler();
}

void __emu_barrier(void) { wait_at_barrier(0, -1); }

/* bar.sync id, count (count -1: every thread of the CTA). A barrier of the
 * whole CTA completes when every thread waits at it (all at the same id,
 * checked then). A named barrier for a subset of the warps (a count below the
 * CTA size, warp-specialized kernels' compute threads) completes when exactly
 * `count` threads wait at its id, whatever the other threads do (spin on an
 * mbarrier, run, or have returned); more waiters than its count is an error.
 * Its completion ends a race-detector phase for every thread (an
 * approximation, as for mbarriers below: it orders only its participants).
 * A count that is not a multiple of the warp size, above the CTA size, or a
 * barrier id outside 0..15 is rejected. */
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
  if (count > nthreads) {
    fail("barrier %d for %d threads in block (%u, %u, %u) thread %d: more than the CTA's %d", id, count, cta[0], cta[1],
         cta[2], cur_tid, nthreads);
    abort_thread();
  }
  wait_at_barrier(id, count == nthreads ? -1 : count);
}

/* setmaxnreg.{inc,dec}.sync.aligned.u32 n (PTX ISA 9.7.19.5): registers are not
 * modelled, only the count's range is checked. */
void __emu_setmaxnreg(int32_t n) {
  if (n < 24 || n > 256 || n % 8 != 0) {
    fail("setmaxnreg %d in block (%u, %u, %u) thread %d: the count must be a multiple of 8 from 24 to 256", n, cta[0],
         cta[1], cta[2], cur_tid);
    abort_thread();
  }
}

/* A named barrier (a count below the CTA size) whose waiters are complete:
 * its id, or -1 (none), or -2 after a failure (mixed counts at one id, more
 * waiters than the count). */
static int named_barrier_ready(void) {
  for (int id = 0; id < 16; id++) {
    int waiting = 0, count = 0, first = -1;
    for (int t = 0; t < nthreads; t++) {
      if (thr_state[t] != ST_BARRIER || bar_id[t] != id) continue;
      if (first < 0) first = t, count = bar_count[t];
      if (bar_count[t] != count) {
        fail("barrier %d in block (%u, %u, %u): thread %d waits for %d threads, thread %d for %d", id, cta[0], cta[1],
             cta[2], first, count, t, bar_count[t]);
        return -2;
      }
      waiting++;
    }
    if (first < 0 || count < 0) continue;
    if (waiting > count) {
      fail("barrier %d in block (%u, %u, %u): %d threads wait at it, named for %d (first: thread %d)", id, cta[0],
           cta[1], cta[2], waiting, count, first);
      return -2;
    }
    if (waiting == count) return id;
  }
  return -1;
}

/* ---------------------------------------------------------------- warp collectives */
/* The warp-collective ops: a shuffle, an MMA, ldmatrix, stmatrix, and the
 * tcgen05 ones (TMEM alloc, dealloc, relinquish, ld, st). */
enum {
  WOP_SHFL,
  WOP_MMA,
  WOP_LDMATRIX,
  WOP_STMATRIX,
  WOP_TC_ALLOC,
  WOP_TC_DEALLOC,
  WOP_TC_RELINQ,
  WOP_TC_LD,
  WOP_TC_ST,
  WOP_WGMMA_A,   /* a wgmma.mma_async with A in registers: the quad's A words */
  WOP_WGMMA_WAIT, /* wgmma.wait_group.sync.aligned (.sync: the lanes of the warp meet) */
  WOP_REDUX       /* redux.sync */
};
/* Registers per lane of the widest tcgen05.ld/st (.x128). */
#define EMU_TMEM_REGS 128
/* Operand and result registers per lane of an MMA (at most 4 + 2 + 4 in, 4
 * out; each in the low bytes of a 64-bit slot, as the rewrite stores them). */
#define EMU_MATRIX_IN 16
#define EMU_MATRIX_OUT 4

/* One warp's rendezvous at a warp-collective op: what each lane brought (a
 * shuffle's value, b and c operands; an MMA's or stmatrix's registers; an
 * ldmatrix/stmatrix row address), and each lane's result once the last lane
 * arrived. A lane reads its result when it resumes, before it can bring
 * anything to the next op, and the next results are computed only when all
 * 32 lanes are back: one set of slots per warp is enough. */
typedef struct {
  int arrived;         /* lanes waiting at the op */
  int op, site, kind;  /* of the first lane to arrive */
  int first_lane;
  uint32_t val[EMU_WARP], b[EMU_WARP], c[EMU_WARP];
  uint64_t result[EMU_WARP];
  uint64_t in[EMU_WARP][EMU_MATRIX_IN];
  uint64_t out[EMU_WARP][EMU_MATRIX_OUT];
  uint8_t *row[EMU_WARP];
  uint32_t tm[EMU_WARP][EMU_TMEM_REGS]; /* tcgen05.ld/st registers */
  uint32_t taddr[EMU_WARP];             /* tcgen05 TMEM addresses */
} warp_t;

static warp_t *warps; /* per CTA: EMU_MAX_THREADS / EMU_WARP */
static const char *const shfl_kind_name[4] = {"bfly", "up", "down", "idx"};
/* __emu_redux_sync's kinds, as rewrite.rs numbers them (REDUX_KINDS). */
#define EMU_REDUX_KINDS 12
static const char *const redux_kind_name[EMU_REDUX_KINDS] = {
    "add.s32", "min.s32",   "max.s32",   "min.u32",       "max.u32",       "and.b32",
    "or.b32",  "xor.b32",   "min.f32",   "max.f32",       "min.NaN.f32",   "max.NaN.f32"};

static void mma_name(char *buf, size_t n, int kind);
static void tc_warp_op_name(char *buf, size_t n, int op, int kind);

/* The op as messages name it: shfl.sync.bfly, mma.m16n8k16.row.col.f32.f16.f16.f32
 * (PTX's order: D, A, B, C), ldmatrix.m8n8.x4.trans.b16. */
static void warp_op_name(char *buf, size_t n, int op, int kind) {
  switch (op) {
  case WOP_SHFL: snprintf(buf, n, "shfl.sync.%s", shfl_kind_name[kind & 3]); break;
  case WOP_REDUX:
    snprintf(buf, n, "redux.sync.%s", kind >= 0 && kind < EMU_REDUX_KINDS ? redux_kind_name[kind] : "?");
    break;
  case WOP_MMA: mma_name(buf, n, kind); break;
  case WOP_LDMATRIX:
  case WOP_STMATRIX:
    snprintf(buf, n, "%s.m8n8.x%d%s.b16", op == WOP_LDMATRIX ? "ldmatrix" : "stmatrix", kind & 7,
             (kind >> 4) & 1 ? ".trans" : "");
    break;
  case WOP_WGMMA_A: snprintf(buf, n, "wgmma.mma_async (A in registers)"); break;
  case WOP_WGMMA_WAIT: snprintf(buf, n, "wgmma.wait_group %d", kind); break;
  default: tc_warp_op_name(buf, n, op, kind); break;
  }
}

/* The running lane arrives at a warp-collective op: checks that its warp is
 * complete and that the lanes already waiting wait at the same op (site and
 * kind), and returns the warp; the lane then leaves its operands in the
 * warp's slots and calls warp_wait. */
static warp_t *warp_enter(int op, int site, int kind) {
  int t = cur_tid, lane = t % EMU_WARP, wi = t / EMU_WARP;
  char name[96], other[96];
  if ((wi + 1) * EMU_WARP > nthreads) {
    warp_op_name(name, sizeof name, op, kind);
    fail("%s #%d in block (%u, %u, %u) thread %d: warp %d is not complete (%d threads per CTA, not a multiple of 32)",
         name, site, cta[0], cta[1], cta[2], t, wi, nthreads);
    abort_thread();
  }
  warp_t *w = &warps[wi];
  if (w->arrived == 0) {
    w->op = op;
    w->site = site;
    w->kind = kind;
    w->first_lane = lane;
  } else if (w->op != op || w->site != site || w->kind != kind) {
    warp_op_name(name, sizeof name, op, kind);
    warp_op_name(other, sizeof other, w->op, w->kind);
    fail("warp divergence in block (%u, %u, %u), warp %d: lane %d reached %s #%d while lane %d waits at %s #%d", cta[0],
         cta[1], cta[2], wi, lane, name, site, w->first_lane, other, w->site);
    abort_thread();
  }
  return w;
}

/* Counts the running lane in; returns 1 in the 32nd lane, which computes every
 * lane's results and calls warp_release; the other lanes wait (yield to the
 * scheduler) and return 0 once the results are there. */
static int warp_wait(warp_t *w) {
  if (++w->arrived < EMU_WARP) {
    thr_state[cur_tid] = ST_WARP;
    to_scheduler();
    return 0;
  }
  return 1;
}

/* The results are in: the waiting lanes may run again. */
static void warp_release(warp_t *w) {
  int wi = (int)(w - warps), lane = cur_tid % EMU_WARP;
  w->arrived = 0;
  for (int l = 0; l < EMU_WARP; l++)
    if (l != lane) thr_state[wi * EMU_WARP + l] = ST_RUN;
}

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

/* What a shuffle or reduction checks on entry: a kind it knows (`names`
 * has `kinds` entries) and the full thread mask (only full-warp ops are
 * emulated); otherwise the launch fails with a message naming the op. */
static void check_full_warp(const char *op, const char *const *names, int kinds, const char *plural, int32_t site,
                            int32_t kind, uint32_t mask) {
  int t = cur_tid;
  if (kind < 0 || kind >= kinds) {
    fail("%s #%d of unknown kind %d in block (%u, %u, %u) thread %d", op, site, kind, cta[0], cta[1], cta[2], t);
    abort_thread();
  }
  if (mask != 0xffffffffu) {
    fail("%s.%s #%d with thread mask 0x%08x in block (%u, %u, %u) thread %d: only full-warp %s (mask 0xffffffff) are "
         "emulated",
         op, names[kind], site, mask, cta[0], cta[1], cta[2], t, plural);
    abort_thread();
  }
}

/* nvvm.shfl.sync (rewrite.rs, replace_shuffle): site numbers the shuffle ops of
 * the module from 1, kind is NVVM's ShflKind (bfly 0, up 1, down 2, idx 3), v
 * the value's bits. Only full-warp shuffles (mask 0xffffffff) of complete warps
 * are emulated, and all 32 lanes must meet at the same shuffle. */
uint64_t __emu_shfl_sync(int32_t site, int32_t kind, uint32_t mask, uint32_t v, uint32_t b, uint32_t c) {
  int lane = cur_tid % EMU_WARP;
  check_full_warp("shfl.sync", shfl_kind_name, 4, "shuffles", site, kind, mask);
  warp_t *w = warp_enter(WOP_SHFL, site, kind);
  w->val[lane] = v;
  w->b[lane] = b;
  w->c[lane] = c;
  if (warp_wait(w)) {
    for (int l = 0; l < EMU_WARP; l++) w->result[l] = shfl_lane(w, kind, l);
    shuffles_done++;
    warp_release(w);
  }
  return w->result[lane];
}

/* The f32 minimum or maximum of redux.sync: NaN inputs are ignored (the
 * result is NaN only when all are), or with .NaN any NaN gives the canonical
 * NaN; between +0.0 and -0.0 this emulation takes -0.0 as the smaller. */
static float redux_f32(float a, float b, int max, int nan) {
  if (isnan(a) || isnan(b)) {
    if (nan || (isnan(a) && isnan(b))) {
      uint32_t canonical = 0x7fffffffu;
      float f;
      memcpy(&f, &canonical, sizeof f);
      return f;
    }
    return isnan(a) ? b : a;
  }
  if (a == b) return (signbit(a) != 0) == (max != 0) ? b : a;
  return (a < b) == (max != 0) ? b : a;
}

/* llvm.nvvm.redux.sync.* (rewrite.rs, lower_redux): site numbers the module's
 * shuffles and reductions from 1, kind is REDUX_KINDS' number (add, min, max,
 * umin, umax, and, or, xor on 32-bit integers; fmin, fmax, fmin.NaN, fmax.NaN
 * on f32), v the value's bits. Only full-warp reductions (mask 0xffffffff) of
 * complete warps are emulated; every lane gets the whole warp's result. */
uint32_t __emu_redux_sync(int32_t site, int32_t kind, uint32_t mask, uint32_t v) {
  int lane = cur_tid % EMU_WARP;
  check_full_warp("redux.sync", redux_kind_name, EMU_REDUX_KINDS, "reductions", site, kind, mask);
  warp_t *w = warp_enter(WOP_REDUX, site, kind);
  w->val[lane] = v;
  if (warp_wait(w)) {
    uint32_t acc = w->val[0];
    for (int l = 1; l < EMU_WARP; l++) {
      uint32_t x = w->val[l];
      float fa, fx;
      memcpy(&fa, &acc, sizeof fa);
      memcpy(&fx, &x, sizeof fx);
      switch (kind) {
      case 0: acc += x; break;
      case 1: acc = (int32_t)x < (int32_t)acc ? x : acc; break;
      case 2: acc = (int32_t)x > (int32_t)acc ? x : acc; break;
      case 3: acc = x < acc ? x : acc; break;
      case 4: acc = x > acc ? x : acc; break;
      case 5: acc &= x; break;
      case 6: acc |= x; break;
      case 7: acc ^= x; break;
      default: {
        float r = redux_f32(fa, fx, kind == 9 || kind == 11, kind >= 10);
        memcpy(&acc, &r, sizeof acc);
      }
      }
    }
    for (int l = 0; l < EMU_WARP; l++) w->result[l] = acc;
    shuffles_done++;
    warp_release(w);
  }
  return (uint32_t)w->result[lane];
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

/* ------------------------------------------------------------ device heap */
/* alloca's device heap (__cuda_syscall_aligned_malloc, free): the host heap;
 * NULL (the kernel then traps) for an alignment that is not a power of two. */
void *__emu_aligned_malloc(uint64_t size, uint64_t align) {
  if (align == 0 || (align & (align - 1)) != 0) return NULL;
  if (align < sizeof(void *)) align = sizeof(void *);
  void *p = NULL;
  if (posix_memalign(&p, (size_t)align, size ? (size_t)size : 1) != 0) return NULL;
  return p;
}

void __emu_free(void *p) { free(p); }

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
float __nv_powif(float x, int n) { return powf(x, (float)n); }  /* cuda_tile.fpowi (13.4) */
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
double __nv_powi(double x, int n) { return pow(x, (double)n); }
double __nv_atan2(double y, double x) { return atan2(y, x); }
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

/* Conversions with a rounding mode (cuda_tile 13.4 ftof): llvm.nvvm.d2f.{rz,rm,rp}
   under fesetround; llvm.nvvm.ff2{f16,bf16}x2.rz(a, b) -> <2 x half/bfloat>,
   element 0 from b (returned as the float holding their bits, as
   pack_half2); llvm.nvvm.f2tf32.rz: the 13 low mantissa bits cleared. */
#define EMU_D2F(NAME, MODE)                                                                               \
  float __emu_nvvm_##NAME(double x) {                                                                      \
    int old = fegetround(); fesetround(MODE);                                                              \
    volatile float r = (float)x;                                                                           \
    fesetround(old);                                                                                       \
    return r;                                                                                              \
  }
EMU_D2F(d2f_rz, FE_TOWARDZERO)
EMU_D2F(d2f_rm, FE_DOWNWARD)
EMU_D2F(d2f_rp, FE_UPWARD)
static uint16_t f16_rz_bits(float x) {
  /* to nearest (the host's f16 conversion ignores fesetround), then one step
     toward zero where that went past x (sign-magnitude: the bits minus one) */
  _Float16 h = (_Float16)x;
  uint16_t bits;
  memcpy(&bits, &h, 2);
  if (!isnan(x) && fabsf((float)h) > fabsf(x)) bits -= 1;
  return bits;
}
static uint16_t bf16_rz_bits(float x) {
  uint32_t bits;
  memcpy(&bits, &x, 4);
  return isnan(x) ? 0x7fff : (uint16_t)(bits >> 16);
}
static float pack_bits2(uint16_t lo, uint16_t hi) {
  uint32_t both = (uint32_t)lo | ((uint32_t)hi << 16);
  float r;
  memcpy(&r, &both, 4);
  return r;
}
float __emu_nvvm_ff2f16x2_rz(float a, float b) { return pack_bits2(f16_rz_bits(b), f16_rz_bits(a)); }
float __emu_nvvm_ff2bf16x2_rz(float a, float b) { return pack_bits2(bf16_rz_bits(b), bf16_rz_bits(a)); }
uint32_t __emu_nvvm_f2tf32_rz(float x) {
  uint32_t bits;
  memcpy(&bits, &x, 4);
  if (isnan(x)) return bits;
  return bits & 0xffffe000u;
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
/* ex2.approx.ftz.f32 (exp2 flush_to_zero): the host's exp2f, a subnormal input and result
   flushed to signed zero. */
float __emu_nvvm_ex2_approx_ftz_f32(float x) { return ftzf(exp2f(ftzf(x))); }
EMU_F2(div_approx_f, FE_TONEAREST, 0, a / b)
EMU_F2(div_approx_ftz_f, FE_TONEAREST, 1, a / b)
EMU_F2(div_full, FE_TONEAREST, 0, a / b)
EMU_F2(div_full_ftz, FE_TONEAREST, 1, a / b)

/* ---------------------------------------------------------------- warp matrix ops */
/* mma.sync.aligned (llvm.nvvm.mma.*), ldmatrix and stmatrix
 * (llvm.nvvm.{ld,st}matrix.sync.aligned.m8n8.*.b16) as tileas-emu-prep rewrites
 * them (rewrite.rs: lower_mma, lower_matrix_move; the forms it accepts are
 * listed in emulator/prep/src/matrix.rs). Each lane's registers travel in
 * 64-bit slots, in the intrinsic's operand order (A, then B, then C): a 32-bit
 * register (.f16x2 and packed 8-bit elements included) in the low half, an
 * f64 in the whole slot; the results come back the same way. Like shuffles,
 * these are warp rendezvous: all 32 lanes of a complete warp must reach the
 * same op (site and kind), and the last one to arrive computes every lane's
 * registers.
 *
 * kind of __emu_mma (matrix.rs, Mma::descriptor): the shape in bits 0..3
 * (EMU_SHAPE_*), the element types of A, B, C and D in bits 4..7, 8..11,
 * 12..15 and 16..19 (EMU_T_*), .satfinite in bit 20, the block-scaled
 * form (.kind::mxf8f6f4.block_scale.scale_vec::1X, ue8m0 scales; m16n8k32 fp8
 * into f32 only; with shape m16n8k64 and e2m1 A and B, NVFP4's
 * .kind::mxf4nvf4.block_scale.scale_vec::4X, ue4m3 scales) in bit 21, and
 * with it in bit 22 MXFP4's .kind::mxf4.block_scale.scale_vec::2X (m16n8k64
 * e2m1, ue8m0 scales) or in bit 23 .kind::mxf4nvf4.block_scale.scale_vec::4X
 * with ue8m0 scales (MXFP4 with a scale per 16; an inline-PTX mma.sync).
 *
 * Block scaling (PTX ISA §9.7.14.3, "Block Scaling for mma.sync"): D = (A x
 * SF_A)(B x SF_B) + C with one scale per row of A and column of B. After the
 * A, B and C registers each lane passes scale-a-data (i32), byte-id-a,
 * thread-id-a (i16), scale-b-data, byte-id-b, thread-id-b. The scale of A's
 * row r is byte byte-id-a of the scale-a-data of lane 4(r mod 8) +
 * 2 thread-id-a + r / 8, the scale of B's column c byte byte-id-b of lane
 * 4c + thread-id-b (CUTLASS's SFALayout/SFBLayout of SM120's block-scaled
 * atoms); a ue8m0 byte e is 2^(e - 127), 255 NaN. The ids must be the same in
 * every lane (byte ids 0..3, thread-id-a 0..1, thread-id-b 0..3). NVFP4
 * (m16n8k64, .scale_vec::4X): the same lanes' scale data hold four ue4m3
 * scales, byte j for elements 16j..16j+15 of the atom's K (byte ids 0 only);
 * a ue4m3 byte is an e4m3 without its sign. MXFP4 (m16n8k64,
 * .scale_vec::2X): two ue8m0 scales, bytes byte-id and byte-id + 1 for
 * elements 0..31 and 32..63 (byte ids 0 or 2).
 *
 * Numerics. f16, bf16, tf32 and fp8 products are exact in double; they are
 * summed in double with C (C first, then k = 0, 1, ...; exact unless the terms
 * span more than 53 bits of magnitude) and the sum is rounded once to f32
 * (round to nearest even); an f16 D is that f32 rounded to f16. tf32 operands
 * keep only their top 19 bits (sign, exponent, 10 mantissa bits): the low 13
 * mantissa bits are cleared, as the tensor cores ignore them. Integer MMAs sum
 * exactly and wrap to 32 bits, or clamp to the int32 range with .satfinite.
 * f64: D = fma(A[m][3], B[3][n], fma(... fma(A[m][0], B[0][n], C[m][n]))) in
 * k order. The hardware's own accumulation order and intermediate rounding
 * are not modelled: results agree with it exactly when the exact sum is
 * representable. */
enum { EMU_SHAPE_M16N8K16 = 1, EMU_SHAPE_M16N8K8, EMU_SHAPE_M16N8K32, EMU_SHAPE_M8N8K4, EMU_SHAPE_M16N8K64 };
enum { EMU_T_F16 = 1, EMU_T_BF16, EMU_T_TF32, EMU_T_S8, EMU_T_U8, EMU_T_E4M3, EMU_T_E5M2, EMU_T_F32, EMU_T_S32, EMU_T_F64,
       EMU_T_E2M1 };
static const char *const mma_type_name[] = {"?", "f16", "bf16", "tf32", "s8", "u8", "e4m3", "e5m2", "f32", "s32", "f64",
                                            "e2m1"};
static const char *const mma_shape_name[] = {"?", "m16n8k16", "m16n8k8", "m16n8k32", "m8n8k4", "m16n8k64"};

typedef struct {
  int shape, a, b, c, d, satfinite, block_scale, scale_2x, ue8m0_4x;
  int m, n, k;
} mma_desc_t;

static int is_acc(int t) { return t == EMU_T_F16 || t == EMU_T_F32; }
static int is_int8(int t) { return t == EMU_T_S8 || t == EMU_T_U8; }
static int is_fp8(int t) { return t == EMU_T_E4M3 || t == EMU_T_E5M2; }

/* Decodes kind; 0 unless it is one of the forms matrix.rs accepts. */
static int mma_decode(int kind, mma_desc_t *md) {
  md->shape = kind & 15;
  md->a = (kind >> 4) & 15;
  md->b = (kind >> 8) & 15;
  md->c = (kind >> 12) & 15;
  md->d = (kind >> 16) & 15;
  md->satfinite = (kind >> 20) & 1;
  md->block_scale = (kind >> 21) & 1;
  md->scale_2x = (kind >> 22) & 1;
  md->ue8m0_4x = (kind >> 23) & 1;
  if (kind >> 24 || (md->scale_2x && md->ue8m0_4x) ||
      ((md->scale_2x || md->ue8m0_4x) && (!md->block_scale || md->shape != EMU_SHAPE_M16N8K64)))
    return 0;
  if (md->block_scale && md->shape == EMU_SHAPE_M16N8K64) {
    md->m = 16, md->n = 8, md->k = 64;
    return !md->satfinite && md->a == EMU_T_E2M1 && md->b == EMU_T_E2M1 && md->c == EMU_T_F32 && md->d == EMU_T_F32;
  }
  if (md->block_scale) {
    md->m = 16, md->n = 8, md->k = 32;
    return md->shape == EMU_SHAPE_M16N8K32 && !md->satfinite && is_fp8(md->a) && is_fp8(md->b) &&
           md->c == EMU_T_F32 && md->d == EMU_T_F32;
  }
  int ab = md->a == md->b, cd = md->c == md->d, sat = md->satfinite;
  switch (md->shape) {
  case EMU_SHAPE_M16N8K16:
    md->m = 16, md->n = 8, md->k = 16;
    return !sat && ab && cd && ((md->a == EMU_T_F16 && is_acc(md->c)) || (md->a == EMU_T_BF16 && md->c == EMU_T_F32));
  case EMU_SHAPE_M16N8K8:
    md->m = 16, md->n = 8, md->k = 8;
    return !sat && ab && md->a == EMU_T_TF32 && cd && md->c == EMU_T_F32;
  case EMU_SHAPE_M16N8K32:
    md->m = 16, md->n = 8, md->k = 32;
    return (is_int8(md->a) && is_int8(md->b) && cd && md->c == EMU_T_S32) ||
           (!sat && is_fp8(md->a) && is_fp8(md->b) && cd && is_acc(md->c));
  case EMU_SHAPE_M8N8K4:
    md->m = 8, md->n = 8, md->k = 4;
    return !sat && ab && cd && md->a == EMU_T_F64 && md->c == EMU_T_F64;
  default: return 0;
  }
}

/* PTX's name: mma.<shape>.row.col[.satfinite].<D>.<A>.<B>.<C>. */
static void mma_name(char *buf, size_t n, int kind) {
  mma_desc_t md;
  if (!mma_decode(kind, &md)) {
    snprintf(buf, n, "mma (unknown kind 0x%x)", (unsigned)kind);
    return;
  }
  int nvf4 = md.shape == EMU_SHAPE_M16N8K64 && !md.scale_2x;
  snprintf(buf, n, "mma.%s.row.col%s%s.%s.%s.%s.%s%s", mma_shape_name[md.shape],
           !md.block_scale ? ""
           : nvf4          ? ".kind::mxf4nvf4.block_scale.scale_vec::4X"
           : md.scale_2x   ? ".kind::mxf4.block_scale.scale_vec::2X"
                           : ".kind::mxf8f6f4.block_scale.scale_vec::1X",
           md.satfinite ? ".satfinite" : "", mma_type_name[md.d], mma_type_name[md.a], mma_type_name[md.b],
           mma_type_name[md.c], !md.block_scale ? "" : nvf4 && !md.ue8m0_4x ? ".ue4m3" : ".ue8m0");
}

static int type_bits(int t) {
  switch (t) {
  case EMU_T_E2M1: return 4;
  case EMU_T_F16: case EMU_T_BF16: return 16;
  case EMU_T_S8: case EMU_T_U8: case EMU_T_E4M3: case EMU_T_E5M2: return 8;
  case EMU_T_F64: return 64;
  default: return 32;
  }
}

/* Registers per lane holding `elems` elements of type t (packed into 32-bit
 * registers low element first; one f64 per register). */
static int frag_regs(int elems, int t) { return type_bits(t) == 64 ? elems : elems * type_bits(t) / 32; }

/* Row and column of element i of a lane's fragment (frag 0: A, 1: B, 2: C or
 * D), with groupID g = laneid >> 2 and threadID_in_group t = laneid % 4, as
 * the PTX ISA (9.2) gives them in §9.7.14.5, "Matrix Fragments for mma.m*n*k*":
 *  m16n8k16 .f16/.bf16 (§9.7.14.5.8): A a0..a7 in four .f16x2 registers: row
 *    g for a0, a1, a4, a5, g + 8 for the others; col 2t + (i & 1), + 8 for
 *    i >= 4. B b0..b3 in two: row 2t + (i & 1), + 8 for i >= 2; col g.
 *  m16n8k8 .tf32 (§9.7.14.5.7): A a0..a3: row g for a0, a2, g + 8 for a1, a3;
 *    col t for a0, a1, t + 4 for a2, a3. B b0, b1: row t, t + 4; col g.
 *  m16n8k32 .s8/.u8/.e4m3/.e5m2 ("Matrix Fragments for mma.m16n8k32"): A
 *    a0..a15, four per .b32 register, low byte first: row g for a0..a3 and
 *    a8..a11, g + 8 for the others; col 4t + (i & 3), + 16 for i >= 8. B
 *    b0..b7: row 4t + (i & 3), + 16 for i >= 4; col g.
 *  m16n8k64 .e2m1 (NVFP4, "Matrix Fragments for mma.m16n8k64"): A a0..a31,
 *    eight per .b32 register, low nibble first: row g for a0..a7 and
 *    a16..a23, g + 8 for the others; col 8t + (i & 7), + 32 for i >= 16.
 *    B b0..b15: row 8t + (i & 7), + 32 for i >= 8; col g. (In bytes: the
 *    8-bit m16n8k32 fragments.)
 *  C and D of the m16n8 shapes, c0..c3 (four .f32/.s32 registers, or two
 *    .f16x2): row g for c0, c1, g + 8 for c2, c3; col 2t + (i & 1).
 *  m8n8k4 .f64 ("Matrix Fragments for mma.m8n8k4 with .f64"): A a0: row g,
 *    col t. B b0: row t, col g. C/D c0, c1: row g, col 2t + i. */
static void frag_pos(int shape, int frag, int lane, int i, int *row, int *col) {
  int g = lane >> 2, t = lane & 3;
  if (shape == EMU_SHAPE_M8N8K4) {
    *row = frag == 1 ? t : g;
    *col = frag == 0 ? t : frag == 1 ? g : 2 * t + i;
  } else if (frag == 2) {
    *row = g + 8 * (i >> 1);
    *col = 2 * t + (i & 1);
  } else if (shape == EMU_SHAPE_M16N8K16) {
    *row = frag == 0 ? g + 8 * ((i >> 1) & 1) : 2 * t + (i & 1) + 8 * (i >> 1);
    *col = frag == 0 ? 2 * t + (i & 1) + 8 * (i >> 2) : g;
  } else if (shape == EMU_SHAPE_M16N8K8) {
    *row = frag == 0 ? g + 8 * (i & 1) : t + 4 * i;
    *col = frag == 0 ? t + 4 * (i >> 1) : g;
  } else if (shape == EMU_SHAPE_M16N8K64) {
    *row = frag == 0 ? g + 8 * ((i >> 3) & 1) : 8 * t + (i & 7) + 32 * (i >> 3);
    *col = frag == 0 ? 8 * t + (i & 7) + 32 * (i >> 4) : g;
  } else { /* m16n8k32 */
    *row = frag == 0 ? g + 8 * ((i >> 2) & 1) : 4 * t + (i & 3) + 16 * (i >> 2);
    *col = frag == 0 ? 4 * t + (i & 3) + 16 * (i >> 3) : g;
  }
}

/* The bits of element i of a fragment of type t held in regs. */
static uint64_t frag_get(const uint64_t *regs, int t, int i) {
  int bits = type_bits(t);
  if (bits == 64) return regs[i];
  int per = 32 / bits;
  uint32_t r = (uint32_t)regs[i / per];
  return bits == 32 ? r : (r >> (bits * (i % per))) & ((1u << bits) - 1);
}

static void frag_set(uint64_t *regs, int t, int i, uint64_t v) {
  int bits = type_bits(t);
  if (bits == 64) {
    regs[i] = v;
    return;
  }
  int per = 32 / bits;
  regs[i / per] |= (v & (bits == 32 ? 0xffffffffu : (1u << bits) - 1)) << (bits * (i % per));
}

static float fp8_to_f32(uint8_t code, int mbits, int bias, int e4m3);
static double e2m1_value(unsigned code);
static double ue4m3_value(uint8_t b);

/* The value of an element (floating types). */
static double elem_value(int t, uint64_t bits) {
  uint32_t w = (uint32_t)bits;
  float f;
  switch (t) {
  case EMU_T_F16: {
    uint16_t h = (uint16_t)bits;
    _Float16 x;
    memcpy(&x, &h, 2);
    return (double)x;
  }
  case EMU_T_BF16: w <<= 16; break;
  case EMU_T_TF32: w &= 0xffffe000u; break; /* the tensor cores read 19 bits */
  case EMU_T_E4M3: return fp8_to_f32((uint8_t)bits, 3, 7, 1);
  case EMU_T_E5M2: return fp8_to_f32((uint8_t)bits, 2, 15, 0);
  case EMU_T_E2M1: return e2m1_value((unsigned)bits & 15u);
  case EMU_T_F64: {
    double d;
    memcpy(&d, &bits, 8);
    return d;
  }
  default: break; /* f32 */
  }
  memcpy(&f, &w, 4);
  return (double)f;
}

static int64_t elem_int(int t, uint64_t bits) {
  switch (t) {
  case EMU_T_S8: return (int8_t)(uint8_t)bits;
  case EMU_T_U8: return (uint8_t)bits;
  default: return (int32_t)(uint32_t)bits; /* s32 */
  }
}

/* The bits of D's element from its exact (integer) or double value. */
static uint64_t mma_result_bits(const mma_desc_t *md, int64_t exact, double value) {
  if (md->d == EMU_T_S32) {
    if (md->satfinite) exact = exact > INT32_MAX ? INT32_MAX : exact < INT32_MIN ? INT32_MIN : exact;
    return (uint32_t)exact;
  }
  if (md->d == EMU_T_F64) {
    uint64_t bits;
    memcpy(&bits, &value, 8);
    return bits;
  }
  float f = (float)value;
  if (md->d == EMU_T_F16) {
    _Float16 h = (_Float16)f;
    uint16_t bits;
    memcpy(&bits, &h, 2);
    return bits;
  }
  uint32_t bits;
  memcpy(&bits, &f, 4);
  return bits;
}

/* A ue8m0 scale: 2^(e - 127); 255 is NaN. */
static double ue8m0_value(uint8_t e) { return e == 255 ? NAN : ldexp(1.0, (int)e - 127); }

/* The block scales of a warp's block-scaled MMA (see mma_decode): sa[r] of
 * A's rows, sb[c] of B's columns, from the scale operands after the lanes' A, B
 * and C registers (`first`: their count). 0 (and a failure) when the ids are not
 * uniform across the warp or out of range. */
static int mma_scales(warp_t *w, const mma_desc_t *md, int first, double sa[16][4], double sb[8][4]) {
  const uint64_t *l0 = w->in[0] + first;
  int bida = (int)(l0[1] & 0xffff), tida = (int)(l0[2] & 0xffff);
  int bidb = (int)(l0[4] & 0xffff), tidb = (int)(l0[5] & 0xffff);
  for (int lane = 1; lane < EMU_WARP; lane++) {
    const uint64_t *in = w->in[lane] + first;
    if ((int)(in[1] & 0xffff) != bida || (int)(in[2] & 0xffff) != tida || (int)(in[4] & 0xffff) != bidb ||
        (int)(in[5] & 0xffff) != tidb) {
      fail("block-scaled mma #%d in block (%u, %u, %u): lane %d's byte/thread ids differ from lane 0's", w->site,
           cta[0], cta[1], cta[2], lane);
      return 0;
    }
  }
  int nvf4 = md->shape == EMU_SHAPE_M16N8K64 && !md->scale_2x;
  if (bida > 3 || bidb > 3 || tida > 1 || tidb > 3 || (nvf4 && (bida || bidb)) ||
      (md->scale_2x && ((bida | bidb) & 1))) {
    fail("block-scaled mma #%d in block (%u, %u, %u): byte ids {%d, %d} or thread ids {%d, %d} out of range",
         w->site, cta[0], cta[1], cta[2], bida, bidb, tida, tidb);
    return 0;
  }
  for (int j = 0; j < 4; j++) {
    /* 1X: the one byte for the whole K; 2X: byte id + j / 2; 4X: byte j for K block j. */
    int ba = nvf4 ? j : md->scale_2x ? bida + j / 2 : bida, bb = nvf4 ? j : md->scale_2x ? bidb + j / 2 : bidb;
    for (int r = 0; r < 16; r++) {
      uint8_t e = (uint8_t)(w->in[4 * (r % 8) + 2 * tida + r / 8][first] >> (8 * ba));
      sa[r][j] = nvf4 && !md->ue8m0_4x ? ue4m3_value(e) : ue8m0_value(e);
    }
    for (int c = 0; c < 8; c++) {
      uint8_t e = (uint8_t)(w->in[4 * c + tidb][first + 3] >> (8 * bb));
      sb[c][j] = nvf4 && !md->ue8m0_4x ? ue4m3_value(e) : ue8m0_value(e);
    }
  }
  return 1;
}

/* The whole warp's MMA: A (m x k), B (k x n) and C (m x n) gathered from the
 * lanes' registers, D computed and scattered back into w->out. 0 when a
 * block-scaled MMA's scale operands are malformed (failed). */
static int mma_run(warp_t *w, const mma_desc_t *md) {
  static double fa[16][64], fb[64][8], fc[16][8];
  static int64_t ia[16][64], ib[64][8], ic[16][8];
  int elems[3] = {md->m * md->k / 32, md->k * md->n / 32, md->m * md->n / 32};
  int types[3] = {md->a, md->b, md->c};
  int integer = md->c == EMU_T_S32;
  for (int lane = 0; lane < EMU_WARP; lane++) {
    const uint64_t *regs = w->in[lane];
    for (int f = 0; f < 3; f++) {
      for (int i = 0; i < elems[f]; i++) {
        int r, c;
        frag_pos(md->shape, f, lane, i, &r, &c);
        uint64_t bits = frag_get(regs, types[f], i);
        double *fv = f == 0 ? &fa[r][c] : f == 1 ? &fb[r][c] : &fc[r][c];
        int64_t *iv = f == 0 ? &ia[r][c] : f == 1 ? &ib[r][c] : &ic[r][c];
        if (integer) *iv = elem_int(types[f], bits);
        else *fv = elem_value(types[f], bits);
      }
      regs += frag_regs(elems[f], types[f]);
    }
  }
  double sa[16][4], sb[8][4];
  for (int j = 0; j < 4; j++) {
    for (int i = 0; i < 16; i++) sa[i][j] = 1.0;
    for (int i = 0; i < 8; i++) sb[i][j] = 1.0;
  }
  int first = 0;
  for (int f = 0; f < 3; f++) first += frag_regs(elems[f], types[f]);
  if (md->block_scale && !mma_scales(w, md, first, sa, sb)) return 0;
  int kblock = md->k / 4; /* the K block of a scale byte (NVFP4: 16; 1X: all bytes alike) */
  for (int lane = 0; lane < EMU_WARP; lane++) {
    memset(w->out[lane], 0, sizeof w->out[lane]);
    for (int i = 0; i < elems[2]; i++) {
      int r, c;
      frag_pos(md->shape, 2, lane, i, &r, &c);
      int64_t exact = ic[r][c];
      double value = fc[r][c];
      for (int kk = 0; kk < md->k; kk++) {
        if (integer) exact += ia[r][kk] * ib[kk][c];
        else if (md->d == EMU_T_F64) value = fma(fa[r][kk], fb[kk][c], value);
        else value += fa[r][kk] * sa[r][kk / kblock] * (fb[kk][c] * sb[c][kk / kblock]);
      }
      frag_set(w->out[lane], md->d, i, mma_result_bits(md, exact, value));
    }
  }
  return 1;
}

/* llvm.nvvm.mma.* (rewrite.rs, lower_mma): in holds the lane's A, B and C
 * registers, out gets its D registers. */
void __emu_mma(int32_t site, int32_t kind, const uint64_t *in, uint64_t *out) {
  mma_desc_t md;
  if (!mma_decode(kind, &md)) {
    fail("mma #%d of unknown kind 0x%x in block (%u, %u, %u) thread %d", site, (unsigned)kind, cta[0], cta[1], cta[2],
         cur_tid);
    abort_thread();
  }
  int lane = cur_tid % EMU_WARP;
  warp_t *w = warp_enter(WOP_MMA, site, kind);
  memcpy(w->in[lane], in, sizeof w->in[lane]);
  if (warp_wait(w)) {
    int ok = mma_run(w, &md);
    matrix_ops_done++;
    warp_release(w);
    if (!ok) abort_thread();
  }
  int nd = frag_regs(md.m * md.n / 32, md.d);
  memcpy(out, w->out[lane], (size_t)nd * sizeof *out);
}

/* The 16-byte row address lane `src` gave to an ldmatrix/stmatrix: it must be
 * 16-byte aligned (each row is one 16-byte access) and lie in a shared-memory
 * global of the module. */
static void check_matrix_row(warp_t *w, int src) {
  int region, t = (int)(w - warps) * EMU_WARP + src;
  size_t off;
  char name[96];
  const uint8_t *p = w->row[src];
  const char *why = NULL;
  if ((uintptr_t)p % 16 != 0) why = "is not 16-byte aligned";
  else if (!shadow_of(p, &region, &off) || off + 16 > smem_size[region]) why = "is not in shared memory";
  if (!why) return;
  warp_op_name(name, sizeof name, w->op, w->kind);
  fail("%s #%d in block (%u, %u, %u): the row address %p of thread %d %s", name, w->site, cta[0], cta[1], cta[2],
       (const void *)p, t, why);
  abort_thread();
}

/* ldmatrix/stmatrix .m8n8.x<num>[.trans].b16 (PTX ISA 9.2, §9.7.14.5.15
 * "ldmatrix" and §9.7.14.5.16 "stmatrix"): matrix j (of num) is 8 rows of
 * eight 16-bit elements; row r of matrix j is the 16 bytes at the address
 * lane 8j + r gives (lanes 0-7 for .x1, 0-15 for .x2, all 32 for .x4; the
 * other lanes' addresses are not used). Register j of lane L holds, with
 * g = L >> 2 and t = L % 4, the elements (g, 2t) and (g, 2t + 1) of matrix j
 * (the first in the low half); with .trans (2t, g) and (2t + 1, g). */
static void matrix_fragment(uint16_t m[8][8], int lane, int trans, uint16_t e[2]) {
  int g = lane >> 2, t = lane & 3;
  for (int h = 0; h < 2; h++) e[h] = trans ? m[2 * t + h][g] : m[g][2 * t + h];
}

/* llvm.nvvm.ldmatrix.* (rewrite.rs, lower_matrix_move): kind = num | .trans
 * << 4 | race check << 8; the rows go through the race detector as reads of
 * the lanes that gave their addresses. */
void __emu_ldmatrix(int32_t site, int32_t kind, uint8_t *row, uint64_t *out) {
  int lane = cur_tid % EMU_WARP, num = kind & 7, trans = (kind >> 4) & 1, check = (kind >> 8) & 1;
  warp_t *w = warp_enter(WOP_LDMATRIX, site, kind);
  w->row[lane] = row;
  if (warp_wait(w)) {
    int base = (int)(w - warps) * EMU_WARP;
    uint16_t m[4][8][8];
    for (int j = 0; j < num; j++)
      for (int r = 0; r < 8; r++) {
        int src = 8 * j + r;
        check_matrix_row(w, src);
        if (check) smem_load_by(base + src, w->row[src], 16);
        memcpy(m[j][r], w->row[src], 16);
      }
    for (int l = 0; l < EMU_WARP; l++)
      for (int j = 0; j < num; j++) {
        uint16_t e[2];
        matrix_fragment(m[j], l, trans, e);
        w->out[l][j] = (uint64_t)e[0] | (uint64_t)e[1] << 16;
      }
    matrix_ops_done++;
    warp_release(w);
  }
  memcpy(out, w->out[lane], (size_t)num * sizeof *out);
}

/* llvm.nvvm.stmatrix.* (rewrite.rs, lower_matrix_move): the inverse of
 * ldmatrix; in holds the lane's num registers. Each row is written (and, with
 * the race check, recorded) as a store of the lane that gave its address. */
void __emu_stmatrix(int32_t site, int32_t kind, uint8_t *row, const uint64_t *in) {
  int lane = cur_tid % EMU_WARP, num = kind & 7, trans = (kind >> 4) & 1, check = (kind >> 8) & 1;
  warp_t *w = warp_enter(WOP_STMATRIX, site, kind);
  w->row[lane] = row;
  memcpy(w->in[lane], in, (size_t)num * sizeof *in);
  if (warp_wait(w)) {
    int base = (int)(w - warps) * EMU_WARP;
    uint16_t m[4][8][8];
    for (int l = 0; l < EMU_WARP; l++)
      for (int j = 0; j < num; j++) {
        int g = l >> 2, t = l & 3;
        for (int h = 0; h < 2; h++) {
          uint16_t e = (uint16_t)(w->in[l][j] >> (16 * h));
          if (trans) m[j][2 * t + h][g] = e;
          else m[j][g][2 * t + h] = e;
        }
      }
    for (int j = 0; j < num; j++)
      for (int r = 0; r < 8; r++) {
        int src = 8 * j + r;
        check_matrix_row(w, src);
        memcpy(prestore_bytes, w->row[src], 16);
        memcpy(w->row[src], m[j][r], 16);
        if (check) smem_poststore_by(base + src, w->row[src], 16);
      }
    matrix_ops_done++;
    warp_release(w);
  }
}

/* ---------------------------------------------------------------- tcgen05 and mbarriers */
/* Blackwell's tensor memory (TMEM), tcgen05.mma and mbarriers, as
 * tileas-emu-prep rewrites llvm.nvvm.tcgen05.* and llvm.nvvm.mbarrier.*
 * (rewrite.rs, lower_tensor_op; the forms in emulator/prep/src/tcgen05.rs).
 *
 * TMEM (PTX ISA 9.2, §9.7.16.1 "Tensor Memory"): per CTA 128 lanes x 512
 * columns of 32-bit cells; an address is lane << 16 | column. tcgen05.alloc
 * (warp-collective) takes a power of two of 32..512 columns (first fit, at a
 * multiple of its size) and writes the address (lane 0) to the shared-memory
 * word dst, recorded for the race detector as a store of the warp's lane 0;
 * the columns are filled with 0xFFFFFFFF (NaN) first. tcgen05.dealloc
 * (warp-collective) must name exactly one allocation (its first column and
 * size); columns still allocated when the CTA ends are reported as a leak.
 * tcgen05.ld/st .32x32b.x<num> (§9.7.16.2.3.1.1, warp-collective, one TMEM
 * address for the whole warp): lane l of warp w accesses TMEM lane
 * taddr.lane + l, register j column taddr.col + j; a warp may only access its
 * lane quarter 32 (w % 4) .. + 31 (§9.7.16.2.2 "Access restrictions"), so
 * taddr.lane must be 32 (w % 4), and every column must be allocated. .pack
 * and .unpack are not emulated.
 *
 * tcgen05.mma.cta_group::1.kind::{f16,tf32,f8f6f4,i8} (issued by one thread,
 * run synchronously: the result is in TMEM when the call returns). The
 * instruction descriptor (§9.7.16.4.2, Table 42): bits 0-1 sparsity selector
 * and 2 sparsity (0: dense only), 3 saturate (.kind::i8), 4-5 D type (F16 0,
 * F32 1, S32 2), 7-9 and 10-12 A and B types (f16: F16 0, BF16 1; tf32: 2;
 * f8f6f4: E4M3 0, E5M2 1; i8: U8 0, S8 1), 13/14 negate A/B, 15/16
 * transpose A/B (1: MN-major), 17-22 N >> 3, 24-28 M >> 4, 30-31 the .ws
 * shift (0); 6, 23 and 29 reserved (0). M is 64 or 128, N a multiple of 8
 * (M = 64) or 16 (M = 128) up to 256, K 256 bits of elements (16 f16/bf16,
 * 8 tf32, 32 fp8/int8). Not emulated: an f16 D, sparsity, the f6/f4 types,
 * cta_group::2, a collector usage other than 0.
 * D (32-bit elements) is TMEM: M = 128: row m in lane d.lane + m; M = 64: the
 * 16 rows 16i .. 16i + 15 in lanes d.lane + 32i .. + 15 (each warp's quarter
 * holds 16 rows); column n in d.col + n. D = A B + (enable_input_d ? D : 0).
 * The shared-memory descriptors (§9.7.16.4.1, Table 40): bits 0-13 start
 * address >> 4, 16-29 leading dimension byte offset (LBO) >> 4, 32-45 stride
 * dimension byte offset (SBO) >> 4, 46-48 the constant 0b001, 49-51 base
 * offset (0 only), 52 LBO mode (0: relative, only), 53-60 zero, 61-63
 * swizzle (0 none, 2 128B, 4 64B, 6 32B, 1 128B with 32B atoms). On the host the shared window is not at address 0, so a kernel's
 * arithmetic on the start field may carry into bits 14-15: they are ignored,
 * and the start is the one address of the module's shared globals whose low 18
 * bits are those of the field. The operands follow the canonical layouts
 * (§9.7.16.3 "Shared Memory Layout and Swizzling", in CuTe notation, units of
 * elements, T = 128 / element bits; W the swizzle width in bytes, 16 without
 * swizzle, U = W / 16):
 *   K-major   none:     ((8,m),(T,2k)):((1T,SBO),(1,LBO))
 *             swizzled: ((8,m),(T,2k)):((UT,SBO),(1,T))
 *   MN-major  none:     ((T,1,m),(8,k)):((1,T,SBO),(1T,LBO))
 *             swizzled: ((T,U,m),(8,k)):((1,T,LBO),(UT,SBO))
 * each element's byte address start + offset then swizzled: Swizzle<B,4,3>
 * with B = log2 U, bits 4..4+B XORed with bits 7..7+B of the address (so the
 * pattern repeats at W * 8-byte boundaries of the address, as the base offset
 * 0 requires). Mode 1 (128-byte rows, 32-byte atoms; NVIDIA's tf32 operands,
 * CUTLASS's SW128_32B) in atoms of 4 rows of 128 bytes:
 *   K-major   ((4,m),(T,k)):((8T,SBO),(1,T)), the K of one instruction
 *             (32 bytes) inside a row
 *   MN-major  ((T,8,m),(4,k)):((1,T,LBO),(8T,SBO))
 * then Swizzle<2,5,2>: bits 5-6 XORed with bits 7-8 of the address, the
 * pattern TMA writes with its 32-byte-atom swizzle (SBO 512 for dense
 * atoms, as NVIDIA's tileiras sets it for both operands). A is M x K (transpose A: M-major), B is N x K (transpose B:
 * N-major). Every element must lie in one of the module's shared globals; with
 * the race check they are recorded as reads of the issuing thread.
 * Numerics as the warp MMAs: exact products summed in double after D, rounded
 * once to f32; tf32 operands lose their low 13 mantissa bits; negation flips
 * the sign; integers sum exactly and wrap, or clamp with saturate.
 *
 * tcgen05.commit: one arrive on the mbarrier (the thread's MMAs are done).
 * mbarriers (§9.7.13.15): kept in a side table keyed by address (at most
 * EMU_MAX_MBARS per CTA; the shared word itself is not touched): the number
 * of completed phases, the pending and the expected arrival count and the
 * phase's tx-count. init sets both counts (tx-count 0); arrive decrements
 * pending, arrive.expect_tx first adds to the tx-count, a TMA load's
 * complete_tx ("TMA", below) subtracts its bytes; when no arrival is pending
 * and the tx-count is 0 the phase completes (pending = expected again, tx-count
 * 0), which also ends a race-detector phase (an
 * approximation: it orders every thread's accesses, not only those of the
 * arriving and waiting threads). try_wait.parity(P) is true when the phase
 * with parity P has completed, i.e. the current phase's parity is not P
 * (waiting for parity 1 on a fresh barrier succeeds). When it is false the
 * thread yields (ST_SPIN) until some mbarrier changes; when nothing else can
 * run, each spinning thread gets one `false` return (a time-out) per state of
 * the mbarriers; if they all spin again with nothing changed, the launch fails
 * as an mbarrier deadlock. The fences and tcgen05.wait are erased by the
 * rewrite (everything here runs in program order). */
#define EMU_TMEM_LANES 128
#define EMU_TMEM_COLS 512
#define EMU_MAX_MBARS 64

/* Per CTA: the TMEM cells [EMU_TMEM_LANES][EMU_TMEM_COLS], and per column (EMU_TMEM_COLS) */
static uint32_t (*tmem)[EMU_TMEM_COLS];
static int *tmem_start; /* per column: first column of its allocation, -1 free */
static int *tmem_size;  /* at an allocation's first column: its columns */
static int *tmem_warp;  /* at an allocation's first column: the warp that allocated it */
static int *tmem_group; /* at an allocation's first column: its tcgen05.alloc's cta_group (1, 2) */
static long tc_mmas_done, tmem_ops_done, mbar_arrives, mbar_spins;
/* wgmma state per thread (see "wgmma" below). */
static int *wg_fenced, *wg_uncommitted, *wg_pending; /* per CTA, per thread */
/* The shared bytes each thread's wgmma groups read, per operand (A, B) as
 * [lo, hi): the group being issued, then those committed and not yet waited
 * for, oldest first (at most WG_GROUPS tracked). The hardware may read them
 * until wgmma.wait_group retires the group; a TMA load into them before that
 * is a race (tma_check_wgmma). */
#define WG_GROUPS 8
static const uint8_t *(*wg_cur)[2][2];              /* per CTA, per thread */
static const uint8_t *(*wg_groups)[WG_GROUPS][2][2]; /* per CTA, per thread */
static long wg_mmas_done;

typedef struct {
  const void *addr;
  uint32_t phase; /* completed phases */
  int32_t pending, expected;
  int64_t tx; /* the current phase's tx-count: expect_tx adds, complete_tx (a TMA load) subtracts */
  uint32_t remote; /* the other cluster ranks that arrived on the current phase (a bit each) */
} mbar_t;
static mbar_t *mbars; /* per CTA: EMU_MAX_MBARS */
static int nmbars;
/* Changes whenever an mbarrier does (init, arrive, inval) and at each CTA. */
static uint64_t mbar_progress = 1;
/* Per CTA, per thread: */
static uint64_t *spin_seen;    /* mbar_progress when the thread began to spin */
static uint64_t *spin_timeout; /* mbar_progress of its last time-out */
static const void **spin_on;
static int *spin_parity;
/* TMA loads (below) that complete on mbarriers */
static void tma_deliver(mbar_t *b);
static void tma_check_idle(const void *mbar, const char *what);
static uint64_t tma_bytes_on(const void *mbar);

/* tcgen05 MMAs in flight (tcgen05.mma is asynchronous, §9.7.16.7): an MMA
 * computes its product when it is issued (its operands in shared memory
 * then), but the tensor core may read its operands, and write its D, until a
 * tcgen05.commit that follows it (from the same thread) has arrived on its
 * mbarrier. Each MMA is kept here, in issue order, with a hash of the operand
 * bytes it read, and each commit after it; a commit's arrival waits until some
 * thread waits on its mbarrier's current phase (mbarrier.try_wait.parity):
 * then it and everything issued before it complete in order (the tensor
 * pipe is in order), each MMA's operands hashed again first. A changed hash
 * means that something overwrote the operands while the MMA could still read
 * them (a missing wait on its commit); a tcgen05.ld/st/dealloc of columns an
 * MMA in flight writes, an mbarrier.init/inval with a commit pending on it,
 * and the end of the CTA with anything in flight are errors too. */
#define EMU_TC_FLIGHT 4096
typedef struct {
  int site, tid;
  const void *mbar; /* a commit; NULL: an MMA */
  uint64_t adesc, bdesc, hash;
  int col0, ncols;
  uint32_t idesc;
  int kind;
  int acol0, ancols; /* A's TMEM columns (tcgen05.mma with A in TMEM), or the block scales' (bs) */
  int bs;            /* block-scaled: A in shared memory, acol0/ancols its scales' columns */
  int pair;          /* a cta_group::2 MMA: A, B and D split over the issuing CTA and its peer */
  uint32_t mask;     /* a commit: the cluster ranks on whose mbarrier at mbar it arrives; 0: the issuing CTA */
} tc_flight_t;
static tc_flight_t *tc_flight; /* per CTA: EMU_TC_FLIGHT */
static int tc_nflight;
/* The CTA pair ("clusters", below): an MMA and commits of the pair are kept
 * in the list of the CTA that issued them (the even rank, for the MMA), but
 * a wait, a TMEM access or an mbarrier.init/inval in the peer must see them
 * too, so the checks and the deliveries look at every CTA's list. */
static tc_flight_t *tc_list(int r, int *n);
static const uint8_t *rank_byte(const uint8_t *p, int r);
static int tc_pair_peer(const char *what, int site);
static uint64_t tc_pair_hash(const tc_flight_t *f);
static const char *rank_of(int r, char *buf, size_t n);
static int remote_to(int r, const char *what);
static void remote_leave(int token);
static int rank_done(int r);
static uint8_t *dsmem_addr(const void *p, int *rank);
static uint64_t tc_operand_hash(uint64_t adesc, uint64_t bdesc, uint32_t idesc, int kind);
static uint64_t tc_flight_hash(const tc_flight_t *f);
static mbar_t *mbar_find(const void *mbar, const char *what);
static uint64_t mbar_arrive(mbar_t *b);
static const char *smem_where(const void *p, char *buf, size_t n);
static void tma_fail(int site, const char *fmt, ...);
static void tc_fail(const char *what, int site, const char *fmt, ...);

/* Whether entry f of cluster rank q's list is a commit that arrives on the
 * mbarrier at mbar of rank r. */
static int tc_targets(const tc_flight_t *f, int q, int r, const void *mbar) {
  return f->mbar == mbar && (f->mask ? (int)(f->mask >> r & 1) : q == r);
}

/* A commit's arrival: on its mbarrier in the issuing (running) CTA, or (a
 * mask) at the same offset in each CTA of the mask, made there. */
static void tc_arrive(const tc_flight_t *f) {
  char what[64];
  snprintf(what, sizeof what, "tcgen05.commit #%d", f->site);
  if (!f->mask) {
    mbar_arrive(mbar_find(f->mbar, what));
    return;
  }
  for (int r = 0; r < cluster_ctas; r++) {
    if (!(f->mask >> r & 1)) continue;
    int token = remote_to(r, "tcgen05.commit (.multicast::cluster)");
    mbar_arrive(mbar_find(f->mbar, what));
    remote_leave(token);
  }
}

/* Completes the running CTA's entries in flight up to and including entry
 * `last` (a commit): each MMA's operands hashed again, then the commits
 * arrive. */
static void tc_complete(int last) {
  for (int i = 0; i <= last; i++) {
    tc_flight_t *f = &tc_flight[i];
    if (f->mbar) continue;
    if ((f->pair ? tc_pair_hash(f) : tc_flight_hash(f)) != f->hash) {
      char where[96], what[96];
      /* An MMA with TMEM inputs (A, block scales) hashes those too; a pair's reads both CTAs. */
      if (f->pair)
        snprintf(what, sizeof what, "its operands in the shared memory of its CTA pair (cluster ranks %d and %d)",
                 cur_rank, cur_rank ^ 1);
      else
        snprintf(what, sizeof what, "%s",
                 f->ancols ? "its operands in shared memory or its TMEM inputs" : "its operands in shared memory");
      fail("tcgen05.mma #%d in block (%u, %u, %u) thread %d: %s changed after it was "
           "issued and before its commit arrived on the mbarrier at %s (the tensor core may still read them: wait "
           "for the commit's mbarrier phase before overwriting them)",
           f->site, cta[0], cta[1], cta[2], f->tid, what, smem_where(tc_flight[last].mbar, where, sizeof where));
      tc_nflight = 0;
      abort_thread();
    }
  }
  /* Remove first: an arrival that fails aborts the thread. */
  int n = last + 1;
  static tc_flight_t done[EMU_TC_FLIGHT];
  memcpy(done, tc_flight, (size_t)n * sizeof *tc_flight);
  memmove(tc_flight, tc_flight + n, (size_t)(tc_nflight - n) * sizeof *tc_flight);
  tc_nflight -= n;
  for (int i = 0; i < n; i++)
    if (done[i].mbar) tc_arrive(&done[i]);
}

/* A wait on the running CTA's mbarrier at mbar: in each CTA of the cluster
 * whose list has a commit that arrives there, completes what is in flight
 * up to and including the first such commit (nothing when none is), in
 * that CTA (switched to: a wait in the peer completes the pair's MMAs). */
static void tc_deliver(const void *mbar) {
  int me = cur_rank;
  for (int q = 0; q < cluster_ctas; q++) {
    int n, last = -1;
    const tc_flight_t *list = tc_list(q, &n);
    for (int i = 0; i < n && last < 0; i++)
      if (tc_targets(&list[i], q, me, mbar)) last = i;
    if (last < 0) continue;
    int token = remote_to(q, "tcgen05.commit (a wait on an mbarrier it arrives on)");
    tc_complete(last);
    remote_leave(token);
  }
}

/* Fails when an MMA in flight writes a column of [col, col + n), or (for a
 * write: tcgen05.st, dealloc) reads its A operand there: the running CTA's
 * MMAs, and the cta_group::2 MMAs its pair's even rank issued, which write
 * this CTA's TMEM too. */
static void tc_check_columns(const char *what, int site, int col, int n) {
  int write = strncmp(what, "tcgen05.ld", 10) != 0;
  for (int q = 0; q < cluster_ctas; q++) {
    int len;
    const tc_flight_t *list = tc_list(q, &len);
    char buf[48];
    const char *from = rank_of(q, buf, sizeof buf);
    for (int i = 0; i < len; i++) {
      const tc_flight_t *f = &list[i];
      if (q != cur_rank && !(f->pair && (q ^ 1) == cur_rank)) continue;
      if (write && !f->mbar && f->ancols && f->acol0 < col + n && col < f->acol0 + f->ancols)
        tc_fail(what, site, "TMEM columns %d..%d, which tcgen05.mma #%d of thread %d may still read as its %s "
                "(columns %d..%d): no thread has waited for the mbarrier phase of a tcgen05.commit after it", col,
                col + n - 1, f->site, f->tid, f->bs ? "block scales" : "A operand", f->acol0,
                f->acol0 + f->ancols - 1);
      if (f->mbar || f->col0 >= col + n || col >= f->col0 + f->ncols) continue;
      tc_fail(what, site, "TMEM columns %d..%d, which tcgen05.mma #%d of thread %d%s may still write (columns "
              "%d..%d): no thread has waited for the mbarrier phase of a tcgen05.commit after it", col, col + n - 1,
              f->site, f->tid, from, f->col0, f->col0 + f->ncols - 1);
    }
  }
}

/* Fails when a commit (of any CTA of the cluster) is pending on the running
 * CTA's mbarrier at mbar. */
static void tc_check_idle(const void *mbar, const char *what) {
  for (int q = 0; q < cluster_ctas; q++) {
    int len;
    const tc_flight_t *list = tc_list(q, &len);
    for (int i = 0; i < len; i++)
      if (tc_targets(&list[i], q, cur_rank, mbar)) {
        char bar[96], from[48];
        fail("%s in block (%u, %u, %u) thread %d: tcgen05.commit #%d of thread %d%s is pending on the mbarrier at %s "
             "(no mbarrier.try_wait.parity has observed its arrival)",
             what, cta[0], cta[1], cta[2], cur_tid, list[i].site, list[i].tid, rank_of(q, from, sizeof from),
             smem_where(mbar, bar, sizeof bar));
        abort_thread();
      }
  }
}

long emu_tcgen05_mma_count(void) { return tc_mmas_done; }
long emu_tmem_op_count(void) { return tmem_ops_done; }
long emu_mbarrier_arrive_count(void) { return mbar_arrives; }
long emu_mbarrier_spin_count(void) { return mbar_spins; }

static void tc_warp_op_name(char *buf, size_t n, int op, int kind) {
  switch (op) {
  case WOP_TC_ALLOC: snprintf(buf, n, "tcgen05.alloc (%d columns)", kind); break;
  case WOP_TC_DEALLOC: snprintf(buf, n, "tcgen05.dealloc (%d columns)", kind); break;
  case WOP_TC_RELINQ: snprintf(buf, n, "tcgen05.relinquish_alloc_permit"); break;
  case WOP_TC_LD:
    snprintf(buf, n, "tcgen05.ld.%s.x%d%s", kind >> 9 & 1 ? "16x32bx2" : "32x32b", kind & 255,
             kind >> 8 & 1 ? ".pack::16b" : "");
    break;
  case WOP_TC_ST:
    snprintf(buf, n, "tcgen05.st.%s.x%d%s", kind >> 9 & 1 ? "16x32bx2" : "32x32b", kind & 255,
             kind >> 8 & 1 ? ".unpack::16b" : "");
    break;
  default: snprintf(buf, n, "warp op %d", op); break;
  }
}

/* At the start of each CTA: no TMEM allocated, no mbarriers. */
static void tc_cta_begin(void) {
  for (int c = 0; c < EMU_TMEM_COLS; c++) tmem_start[c] = -1;
  memset(wg_fenced, 0, EMU_MAX_THREADS * sizeof *wg_fenced);
  memset(wg_uncommitted, 0, EMU_MAX_THREADS * sizeof *wg_uncommitted);
  memset(wg_pending, 0, EMU_MAX_THREADS * sizeof *wg_pending);
  memset(wg_cur, 0, EMU_MAX_THREADS * sizeof *wg_cur);
  memset(wg_groups, 0, EMU_MAX_THREADS * sizeof *wg_groups);
  tc_nflight = 0;
  nmbars = 0;
  mbar_progress++;
}

/* At the end of a CTA: TMEM still allocated is a leak (0 if none). */
static int tc_cta_end(void) {
  if (tc_nflight) {
    const tc_flight_t *f = &tc_flight[0];
    for (int i = 0; i < tc_nflight && !f->mbar; i++) f = &tc_flight[i];
    char bar[96] = "(none: never committed)";
    if (f->mbar) smem_where(f->mbar, bar, sizeof bar);
    fail("tcgen05 in block (%u, %u, %u): the CTA ended with %d tcgen05.mma/commit in flight (first: tcgen05.mma #%d "
         "of thread %d; its commit's mbarrier %s: no thread waited for that phase)",
         cta[0], cta[1], cta[2], tc_nflight, tc_flight[0].site, tc_flight[0].tid, bar);
    return 1;
  }
  for (int t = 0; t < nthreads; t++)
    if (wg_uncommitted[t] || wg_pending[t]) {
      fail("wgmma in block (%u, %u, %u): thread %d ended with %d wgmma.mma_async not committed and %d groups not "
           "waited for (wgmma.commit_group, wgmma.wait_group 0)",
           cta[0], cta[1], cta[2], t, wg_uncommitted[t], wg_pending[t]);
      return 1;
    }
  for (int c = 0; c < EMU_TMEM_COLS; c++)
    if (tmem_start[c] == c) {
      fail("TMEM leak in block (%u, %u, %u): the CTA ended with %d columns allocated at column %d (by warp %d; no "
           "tcgen05.dealloc)",
           cta[0], cta[1], cta[2], tmem_size[c], c, tmem_warp[c]);
      return 1;
    }
  return 0;
}

static void tc_fail(const char *what, int site, const char *fmt, ...) {
  char why[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(why, sizeof why, fmt, ap);
  va_end(ap);
  fail("%s #%d in block (%u, %u, %u) thread %d: %s", what, site, cta[0], cta[1], cta[2], cur_tid, why);
  abort_thread();
}

/* Why the kernel's clusters have no CTA pairs for a cta_group::2 op (NULL:
 * they have; PTX ISA §9.7.16.5.1: the peer of a CTA is the CTA of the
 * cluster whose %cluster_ctarank differs in bit 0). */
static const char *pair_missing(char *buf, size_t n) {
  if (cluster_ctas == 1)
    return "cta_group::2 needs a CTA pair (the CTAs of cluster ranks 2p and 2p + 1), but the kernel runs without "
           "clusters (one CTA a cluster)";
  if (cluster_ctas % 2 == 0) return NULL;
  snprintf(buf, n, "cta_group::2 needs a CTA pair (the CTAs of cluster ranks 2p and 2p + 1), but the kernel runs on "
           "clusters of %d CTAs, an odd number", cluster_ctas);
  return buf;
}

/* The peer of the running CTA for a cta_group::2 op (`what` #site): fails
 * when the clusters have no CTA pairs. */
static int tc_pair_peer(const char *what, int site) {
  char buf[160];
  const char *why = pair_missing(buf, sizeof buf);
  if (why) tc_fail(what, site, "%s", why);
  return cur_rank ^ 1;
}

/* Whether the n bytes at p lie in one shared global. */
static int in_smem(const void *p, size_t n) {
  int region;
  size_t off;
  return shadow_of(p, &region, &off) && off + n <= smem_size[region];
}

static void tc_pair_alloc(int site, int start, int ncols);

/* tcgen05.alloc.cta_group::<group>.sync.aligned.shared::cta.b32 [dst], ncols:
 * in the running CTA's TMEM (cta_group::2: each CTA of the pair allocates
 * in its own, and the pair's allocations must agree: tc_pair_alloc). */
static void tc_alloc(int site, int race_check, uint32_t *dst, int ncols, int group) {
  int lane = cur_tid % EMU_WARP;
  warp_t *w = warp_enter(WOP_TC_ALLOC, site, ncols);
  w->row[lane] = (uint8_t *)dst;
  if (warp_wait(w)) {
    int base = (int)(w - warps) * EMU_WARP;
    if (group == 2) tc_pair_peer("tcgen05.alloc", site);
    for (int l = 0; l < EMU_WARP; l++)
      if (w->row[l] != w->row[0])
        tc_fail("tcgen05.alloc", site, "lanes 0 and %d of warp %d give different addresses", l, base / EMU_WARP);
    if (ncols < 32 || ncols > EMU_TMEM_COLS || (ncols & (ncols - 1)))
      tc_fail("tcgen05.alloc", site, "%d columns (a power of 2 from 32 to 512 is required)", ncols);
    if ((uintptr_t)dst % 4 || !in_smem(dst, 4))
      tc_fail("tcgen05.alloc", site, "the destination %p is not an aligned word of shared memory", (void *)dst);
    int start = -1, used = 0;
    for (int c = 0; c < EMU_TMEM_COLS; c++) used += tmem_start[c] >= 0;
    for (int s = 0; s + ncols <= EMU_TMEM_COLS && start < 0; s += ncols) {
      int free_run = 1;
      for (int c = s; c < s + ncols; c++) free_run &= tmem_start[c] < 0;
      if (free_run) start = s;
    }
    if (start < 0)
      tc_fail("tcgen05.alloc", site, "%d columns requested with %d of the 512 already allocated (the GPU would wait "
              "for a dealloc)", ncols, used);
    if (group == 2) tc_pair_alloc(site, start, ncols);
    for (int c = start; c < start + ncols; c++) {
      tmem_start[c] = start;
      for (int l = 0; l < EMU_TMEM_LANES; l++) tmem[l][c] = 0xffffffffu;
    }
    tmem_size[start] = ncols;
    tmem_warp[start] = base / EMU_WARP;
    tmem_group[start] = group;
    memcpy(prestore_bytes, dst, 4);
    *dst = (uint32_t)start;
    if (race_check) smem_poststore_by(base, (uint8_t *)dst, 4);
    tmem_ops_done++;
    warp_release(w);
  }
}

void __emu_tcgen05_alloc(int32_t site, int32_t race_check, uint32_t *dst, int32_t ncols) {
  tc_alloc(site, race_check, dst, ncols, 1);
}

void __emu_tcgen05_alloc_cg2(int32_t site, int32_t race_check, uint32_t *dst, int32_t ncols) {
  tc_alloc(site, race_check, dst, ncols, 2);
}

/* tcgen05.dealloc.cta_group::<group>.sync.aligned.b32 taddr, ncols: one
 * allocation of the running CTA, made with the same cta_group. */
static void tc_dealloc(int site, void *taddr, int ncols, int group) {
  uint32_t a = (uint32_t)(uintptr_t)taddr;
  int lane = cur_tid % EMU_WARP;
  warp_t *w = warp_enter(WOP_TC_DEALLOC, site, ncols);
  w->taddr[lane] = a;
  if (warp_wait(w)) {
    if (group == 2) tc_pair_peer("tcgen05.dealloc", site);
    for (int l = 0; l < EMU_WARP; l++)
      if (w->taddr[l] != a)
        tc_fail("tcgen05.dealloc", site, "lanes give different TMEM addresses (0x%x, 0x%x)", a, w->taddr[l]);
    int col = (int)(a & 0xffff);
    if ((a >> 16) != 0 || col >= EMU_TMEM_COLS || tmem_start[col] != col || tmem_size[col] != ncols)
      tc_fail("tcgen05.dealloc", site, "%d columns at TMEM address 0x%x are not an allocation (%s)", ncols, a,
              col < EMU_TMEM_COLS && tmem_start[col] >= 0 ? "a part of one, or another size" : "not allocated");
    if (tmem_group[col] != group)
      tc_fail("tcgen05.dealloc", site, "the allocation at column %d was made by tcgen05.alloc.cta_group::%d, this "
              "is tcgen05.dealloc.cta_group::%d (a kernel's tcgen05 ops all use one cta_group)", col,
              tmem_group[col], group);
    tc_check_columns("tcgen05.dealloc", site, col, ncols);
    for (int c = col; c < col + ncols; c++) tmem_start[c] = -1;
    tmem_ops_done++;
    warp_release(w);
  }
}

void __emu_tcgen05_dealloc(int32_t site, void *taddr, int32_t ncols) { tc_dealloc(site, taddr, ncols, 1); }

void __emu_tcgen05_dealloc_cg2(int32_t site, void *taddr, int32_t ncols) { tc_dealloc(site, taddr, ncols, 2); }

void __emu_tcgen05_relinquish(int32_t site) {
  warp_t *w = warp_enter(WOP_TC_RELINQ, site, 0);
  if (warp_wait(w)) warp_release(w);
}

void __emu_tcgen05_relinquish_cg2(int32_t site) {
  warp_t *w = warp_enter(WOP_TC_RELINQ, site, 0);
  if (warp_wait(w)) {
    tc_pair_peer("tcgen05.relinquish_alloc_permit", site);
    warp_release(w);
  }
}

/* The warp's TMEM address for a tcgen05.ld/st .32x32b of num columns: checks
 * that all lanes gave it, that it is the warp's lane quarter, and that the
 * columns are allocated; returns the first lane. */
static int tmem_warp_access(warp_t *w, const char *what, int site, int num, int flag) {
  uint32_t a = w->taddr[0];
  int wi = (int)(w - warps), quarter = 32 * (wi % 4);
  int lane0 = (int)(a >> 16), col = (int)(a & 0xffff);
  if (flag) tc_fail(what, site, ".pack::16b / .unpack::16b is not emulated");
  for (int l = 1; l < EMU_WARP; l++)
    if (w->taddr[l] != a)
      tc_fail(what, site, "lanes 0 and %d of warp %d give different TMEM addresses (0x%x, 0x%x)", l, wi, a,
              w->taddr[l]);
  if (lane0 != quarter)
    tc_fail(what, site, "warp %d addresses TMEM lanes %d..%d (address 0x%08x), but a warp may only access its lane "
            "quarter %d..%d (warp id %% 4 = %d)", wi, lane0, lane0 + 31, a, quarter, quarter + 31, wi % 4);
  for (int c = col; c < col + num; c++)
    if (c >= EMU_TMEM_COLS || tmem_start[c] < 0)
      tc_fail(what, site, "column %d (of %d..%d, address 0x%08x) is not allocated", c, col, col + num - 1, a);
  tc_check_columns(what, site, col, num);
  return lane0;
}

/* tcgen05.ld.sync.aligned.32x32b.x<num>.b32: regs gets the lane's num words. */
void __emu_tcgen05_ld(int32_t site, int32_t num, void *taddr, uint32_t *regs, int32_t pack) {
  int lane = cur_tid % EMU_WARP;
  warp_t *w = warp_enter(WOP_TC_LD, site, num | pack << 8);
  w->taddr[lane] = (uint32_t)(uintptr_t)taddr;
  if (warp_wait(w)) {
    int lane0 = tmem_warp_access(w, "tcgen05.ld", site, num, pack);
    int col = (int)((uint32_t)(uintptr_t)taddr & 0xffff);
    for (int l = 0; l < EMU_WARP; l++)
      for (int j = 0; j < num; j++) w->tm[l][j] = tmem[lane0 + l][col + j];
    tmem_ops_done++;
    warp_release(w);
  }
  memcpy(regs, w->tm[lane], (size_t)num * 4);
}

/* tcgen05.st.sync.aligned.32x32b.x<num>.b32: regs holds the lane's num words. */
void __emu_tcgen05_st(int32_t site, int32_t num, void *taddr, const uint32_t *regs, int32_t unpack) {
  int lane = cur_tid % EMU_WARP;
  warp_t *w = warp_enter(WOP_TC_ST, site, num | unpack << 8);
  memcpy(w->tm[lane], regs, (size_t)num * 4);
  w->taddr[lane] = (uint32_t)(uintptr_t)taddr;
  if (warp_wait(w)) {
    int lane0 = tmem_warp_access(w, "tcgen05.st", site, num, unpack);
    int col = (int)((uint32_t)(uintptr_t)taddr & 0xffff);
    for (int l = 0; l < EMU_WARP; l++)
      for (int j = 0; j < num; j++)
        tmem[lane0 + l][col + j] = w->tm[l][j];
    tmem_ops_done++;
    warp_release(w);
  }
}

/* The second half's columns of a .16x32bx2 access: col + off .. + num - 1
 * must be allocated too. */
static void tmem_half_columns(const char *what, int site, int col, int64_t off, int num) {
  if (off < 0 || col + off + num > EMU_TMEM_COLS)
    tc_fail(what, site, "half offset %lld puts columns %d..%lld outside TMEM", (long long)off, col,
            (long long)(col + off + num - 1));
  for (int c = col + (int)off; c < col + (int)off + num; c++)
    if (tmem_start[c] < 0) tc_fail(what, site, "column %d (second half, offset %lld) is not allocated", c, (long long)off);
  tc_check_columns(what, site, col + (int)off, num);
}

/* tcgen05.ld.sync.aligned.16x32bx2.x<num>.b32 (§9.7.16.2.3.1.1): TMEM lanes
 * taddr.lane .. + 15; lane l < 16 of the warp reads lane taddr.lane + l,
 * columns taddr.col + j, lane l >= 16 reads lane taddr.lane + l - 16, columns
 * taddr.col + off + j (off: the immHalfSplitoff operand). */
void __emu_tcgen05_ld2(int32_t site, int32_t num, void *taddr, uint32_t *regs, int64_t off, int32_t pack) {
  int lane = cur_tid % EMU_WARP;
  warp_t *w = warp_enter(WOP_TC_LD, site, num | pack << 8 | 1 << 9);
  w->taddr[lane] = (uint32_t)(uintptr_t)taddr;
  if (warp_wait(w)) {
    int lane0 = tmem_warp_access(w, "tcgen05.ld", site, num, pack);
    int col = (int)((uint32_t)(uintptr_t)taddr & 0xffff);
    tmem_half_columns("tcgen05.ld", site, col, off, num);
    for (int l = 0; l < EMU_WARP; l++)
      for (int j = 0; j < num; j++) w->tm[l][j] = tmem[lane0 + l % 16][col + (l < 16 ? 0 : (int)off) + j];
    tmem_ops_done++;
    warp_release(w);
  }
  memcpy(regs, w->tm[lane], (size_t)num * 4);
}

/* tcgen05.st.sync.aligned.16x32bx2.x<num>.b32: the same places as ld2. */
void __emu_tcgen05_st2(int32_t site, int32_t num, void *taddr, const uint32_t *regs, int64_t off, int32_t unpack) {
  int lane = cur_tid % EMU_WARP;
  warp_t *w = warp_enter(WOP_TC_ST, site, num | unpack << 8 | 1 << 9);
  memcpy(w->tm[lane], regs, (size_t)num * 4);
  w->taddr[lane] = (uint32_t)(uintptr_t)taddr;
  if (warp_wait(w)) {
    int lane0 = tmem_warp_access(w, "tcgen05.st", site, num, unpack);
    int col = (int)((uint32_t)(uintptr_t)taddr & 0xffff);
    tmem_half_columns("tcgen05.st", site, col, off, num);
    for (int l = 0; l < EMU_WARP; l++)
      for (int j = 0; j < num; j++) tmem[lane0 + l % 16][col + (l < 16 ? 0 : (int)off) + j] = w->tm[l][j];
    tmem_ops_done++;
    warp_release(w);
  }
}

/* A decoded instruction descriptor (with the kind operand). */
typedef struct {
  int kind, a, b, d; /* EMU_T_* */
  int m, n, k, ebytes;
  int neg_a, neg_b, mn_a, mn_b, sat;
  int pair; /* cta_group::2: M and N are the pair's (A's and D's rows, B's columns half in each CTA) */
} tc_instr_t;

static const char *const tc_kind_name[4] = {"f16", "tf32", "f8f6f4", "i8"};

/* Decodes idesc for `kind` and cta_group `group`; NULL, or why it is not
 * emulated. */
static const char *tc_decode_idesc(uint32_t idesc, int kind, tc_instr_t *t, int group) {
  static const int f16_types[2] = {EMU_T_F16, EMU_T_BF16}, fp8_types[2] = {EMU_T_E4M3, EMU_T_E5M2};
  static const int int8_types[2] = {EMU_T_U8, EMU_T_S8};
  int dtype = (idesc >> 4) & 3, atype = (idesc >> 7) & 7, btype = (idesc >> 10) & 7;
  t->kind = kind;
  t->sat = (idesc >> 3) & 1;
  t->neg_a = (idesc >> 13) & 1;
  t->neg_b = (idesc >> 14) & 1;
  t->mn_a = (idesc >> 15) & 1;
  t->mn_b = (idesc >> 16) & 1;
  t->n = (int)((idesc >> 17) & 63) << 3;
  t->m = (int)((idesc >> 24) & 31) << 4;
  t->pair = group == 2;
  if (idesc & 7) return "sparsity (bits 0-2) is not emulated";
  if (idesc & (1u << 6 | 1u << 23 | 1u << 29)) return "a reserved bit (6, 23 or 29) is set";
  if (idesc >> 30) return "the .ws B-reuse shift (bits 30-31) is not 0";
  if (t->sat && kind != 3) return "saturate (bit 3) outside .kind::i8";
  if (kind < 0 || kind > 3) return "unknown kind operand";
  if (atype > 7 || btype > 7) return "bad type";
  switch (kind) {
  case 0:
    if (atype > 1 || btype != atype) return "A and B must both be F16 (0) or both BF16 (1)";
    if (dtype != 1) return dtype == 0 ? "an F16 D is not emulated" : "D type must be F32 (1)";
    t->a = f16_types[atype], t->b = f16_types[btype], t->d = EMU_T_F32, t->ebytes = 2;
    break;
  case 1:
    if (atype != 2 || btype != 2) return "A and B must be TF32 (2)";
    if (dtype != 1) return "D type must be F32 (1)";
    t->a = t->b = EMU_T_TF32, t->d = EMU_T_F32, t->ebytes = 4;
    break;
  case 2:
    if (atype > 1 || btype > 1) return "A/B type other than E4M3 (0) / E5M2 (1): the f6/f4 types are not emulated";
    if (dtype != 1) return dtype == 0 ? "an F16 D is not emulated" : "D type must be F32 (1)";
    t->a = fp8_types[atype], t->b = fp8_types[btype], t->d = EMU_T_F32, t->ebytes = 1;
    break;
  default:
    if (atype > 1 || btype > 1) return "A/B type must be U8 (0) or S8 (1)";
    if (dtype != 2) return "D type must be S32 (2)";
    if (t->neg_a || t->neg_b) return "negate A/B with .kind::i8";
    t->a = int8_types[atype], t->b = int8_types[btype], t->d = EMU_T_S32, t->ebytes = 1;
    break;
  }
  t->k = 32 / t->ebytes;
  if (t->pair) {
    /* PTX ISA §9.7.16.2.1 Table 39: cta_group::2, dense */
    if ((t->m != 128 && t->m != 256) || t->n < 16 || t->n > 256 || t->n % 16)
      return "M x N not supported by cta_group::2 (M 128 or 256, with N = 16..256 step 16)";
    return NULL;
  }
  if (t->m == 128 ? (t->n < 16 || t->n > 256 || t->n % 16) : t->m == 64 ? (t->n < 8 || t->n > 256) : 1)
    return "M x N not supported by cta_group::1 (M 64 with N = 8..256 step 8, or M 128 with N = 16..256 step 16)";
  return NULL;
}

/* A decoded shared-memory descriptor. */
typedef struct {
  uint8_t *start;
  uint32_t lbo, sbo;
  int width;  /* bytes per swizzle row: 16 (none), 32, 64, 128 */
  int atom32; /* mode 1: the 128-byte swizzle in 32-byte atoms of 4 rows */
} tc_sdesc_t;

/* The host address of the shared-memory byte whose 18-bit shared address is
 * addr18: the one place in the module's shared globals with those low bits. */
static uint8_t *smem_window(uint32_t addr18) {
  uint8_t *found = NULL;
  int count = 0;
  for (int i = 0; i < smem_count; i++) {
    uintptr_t lo = (uintptr_t)smem_ptr[i], hi = lo + smem_size[i];
    uintptr_t c = (lo & ~(uintptr_t)0x3ffff) | addr18;
    if (c < lo) c += 0x40000;
    if (c < hi) found = (uint8_t *)c, count++;
  }
  return count == 1 ? found : NULL;
}

static const char *tc_decode_sdesc(uint64_t desc, tc_sdesc_t *s) {
  uint32_t swz = (uint32_t)(desc >> 61);
  s->atom32 = 0;
  if (((desc >> 46) & 7) != 1) return "bits 46-48 are not the constant 0b001";
  if ((desc >> 49) & 7) return "a base offset (bits 49-51) other than 0 is not emulated";
  if ((desc >> 52) & 1) return "the absolute leading-dimension address mode (bit 52) is not emulated";
  if ((desc >> 53) & 0xff) return "bits 53-60 are not 0";
  if (desc & (3ull << 30)) return "reserved bits 30-31 are set";
  switch (swz) {
  case 0: s->width = 16; break;
  case 2: s->width = 128; break;
  case 4: s->width = 64; break;
  case 6: s->width = 32; break;
  case 1: s->width = 128, s->atom32 = 1; break;
  default: return "invalid swizzle mode (3, 5 or 7)";
  }
  s->lbo = (uint32_t)((desc >> 16) & 0x3fff) << 4;
  s->sbo = (uint32_t)((desc >> 32) & 0x3fff) << 4;
  s->start = smem_window((uint32_t)(desc & 0x3fff) << 4);
  if (!s->start) return "the start address is not in the module's shared memory";
  return NULL;
}

/* Byte offset of element (r, c) of an operand (r along M or N, c along K)
 * in the canonical layout, before swizzling. */
static size_t tc_canonical_offset(const tc_sdesc_t *s, int mn_major, int eb, int r, int c) {
  int t = 16 / eb, u = s->width / 16;
  if (s->atom32) {
    /* rows of 128 bytes in atoms of 4 (SBO apart); MN-major: 128-byte blocks LBO apart */
    if (!mn_major) return (size_t)(r % 4) * 128u + (size_t)(r / 4) * s->sbo + (size_t)c * (size_t)eb;
    size_t per = 128u / (size_t)eb;
    return (size_t)(r % per) * (size_t)eb + (size_t)(r / per) * s->lbo + (size_t)(c % 4) * 128u +
           (size_t)(c / 4) * s->sbo;
  }
  if (!mn_major) {
    size_t off = (size_t)(r % 8) * (size_t)s->width + (size_t)(r / 8) * s->sbo + (size_t)(c % t) * (size_t)eb;
    return off + (size_t)(c / t) * (s->width == 16 ? s->lbo : 16u);
  }
  size_t off = (size_t)(r % t) * (size_t)eb + (size_t)(c % 8) * (size_t)s->width;
  if (s->width == 16) return off + (size_t)(r / t) * s->sbo + (size_t)(c / 8) * s->lbo;
  return off + (size_t)(r / t % u) * 16u + (size_t)(r / (t * u)) * s->lbo + (size_t)(c / 8) * s->sbo;
}

/* The address of element (r, c): the canonical offset from the start, then
 * the swizzle on the address bits. */
static uint8_t *tc_element(const tc_sdesc_t *s, int mn_major, int eb, int r, int c) {
  uintptr_t a = (uintptr_t)s->start + tc_canonical_offset(s, mn_major, eb, r, c);
  if (s->atom32) return (uint8_t *)(a ^ (((a >> 7) & 3u) << 5));
  int bits = s->width == 128 ? 3 : s->width == 64 ? 2 : s->width == 32 ? 1 : 0;
  a ^= ((a >> 7) & ((1u << bits) - 1)) << 4;
  return (uint8_t *)a;
}

/* Up to 64 elements of K an instruction (NVFP4's; 32 for the others). */
static double tc_fa[256][64], tc_fb[256][64];
static int64_t tc_ia[256][64], tc_ib[256][64];

/* Reads operand A (rows = M) or B (rows = N) into the tables. */
static void tc_gather(int site, const char *which, uint64_t desc, const tc_sdesc_t *s, int mn_major, int type,
                      int neg, const tc_instr_t *t, int rows, int race_check, double f[][64], int64_t i[][64]) {
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < t->k; c++) {
      uint8_t *p = tc_element(s, mn_major, t->ebytes, r, c);
      if (!in_smem(p, (size_t)t->ebytes))
        tc_fail("tcgen05.mma", site, "%s descriptor 0x%016llx: element (%d, %d) at %p (start + %zu) is outside the "
                "module's shared memory", which, (unsigned long long)desc, r, c, (void *)p,
                tc_canonical_offset(s, mn_major, t->ebytes, r, c));
      if (race_check) smem_load_by(cur_tid, p, t->ebytes);
      uint64_t bits = 0;
      memcpy(&bits, p, (size_t)t->ebytes);
      if (t->d == EMU_T_S32) i[r][c] = elem_int(type, bits);
      else f[r][c] = neg ? -elem_value(type, bits) : elem_value(type, bits);
    }
}

/* FNV-1a over the operand bytes an MMA reads, A's then B's (0 if its
 * descriptors no longer decode). */
static uint64_t tc_operand_hash(uint64_t adesc, uint64_t bdesc, uint32_t idesc, int kind) {
  tc_instr_t t;
  tc_sdesc_t sd[2];
  if (tc_decode_idesc(idesc, kind, &t, 1) || tc_decode_sdesc(adesc, &sd[0]) || tc_decode_sdesc(bdesc, &sd[1])) return 0;
  uint64_t h = 1469598103934665603ull;
  for (int o = 0; o < 2; o++)
    for (int r = 0; r < (o ? t.n : t.m); r++)
      for (int c = 0; c < t.k; c++) {
        const uint8_t *p = tc_element(&sd[o], o ? t.mn_b : t.mn_a, t.ebytes, r, c);
        for (int i = 0; i < t.ebytes; i++) h = (h ^ p[i]) * 1099511628211ull;
      }
  return h;
}

/* Appends to the MMAs and commits in flight. */
static void tc_fly(tc_flight_t f, const char *what) {
  if (tc_nflight == EMU_TC_FLIGHT)
    tc_fail(what, f.site, "more than %d tcgen05.mma/commit in flight (no thread waits for their commits)",
            EMU_TC_FLIGHT);
  tc_flight[tc_nflight++] = f;
}

/* The TMEM lane of row m of D. */
static int tc_d_lane(const tc_instr_t *t, int lane0, int m) {
  return t->m == 128 ? lane0 + m : lane0 + 32 * (m >> 4) + (m & 15);
}

/* The instruction descriptor of an MMA (cta_group::1 or ::2, collector 0 only). */
static void tc_decode_mma(int site, uint32_t idesc, int kind, int cta_group, int collector, tc_instr_t *t) {
  const char *why;
  if ((cta_group != 1 && cta_group != 2) || collector != 0)
    tc_fail("tcgen05.mma", site, "cta_group %d, collector usage %d (only cta_group::1 or ::2 with collector 0 is "
            "emulated)", cta_group, collector);
  if ((why = tc_decode_idesc(idesc, kind, t, cta_group)))
    tc_fail("tcgen05.mma", site, "instruction descriptor 0x%08x for .kind::%s: %s", idesc,
            kind >= 0 && kind < 4 ? tc_kind_name[kind] : "?", why);
}

/* D (t->m rows from its lane, t->n allocated columns) at TMEM address da. */
static void tc_check_d(int site, const tc_instr_t *t, uint32_t da) {
  int lane0 = (int)(da >> 16), col0 = (int)(da & 0xffff);
  if (tc_d_lane(t, lane0, t->m - 1) >= EMU_TMEM_LANES)
    tc_fail("tcgen05.mma", site, "D at TMEM address 0x%08x: %d rows from lane %d pass lane 127", da, t->m, lane0);
  for (int c = col0; c < col0 + t->n; c++) {
    if (c >= EMU_TMEM_COLS || tmem_start[c] < 0)
      tc_fail("tcgen05.mma", site, "D at TMEM address 0x%08x, %d columns: column %d is not allocated", da, t->n, c);
    if (tmem_group[tmem_start[c]] != 1)
      tc_fail("tcgen05.mma", site, "D at TMEM address 0x%08x: column %d was allocated by tcgen05.alloc.cta_group::2 "
              "(a kernel's tcgen05 ops all use one cta_group)", da, c);
  }
}

/* The TMEM cell of D's element (m, n): at lane0/col0 of the running CTA's
 * TMEM (cta_group::1); for cta_group::2 rows [0, M/2) in the running CTA's
 * TMEM and the others in the peer's (`peer`), from lane 0 and column col0
 * in each (PTX ISA §9.7.16.10.5): Layout A (M = 256) row m mod 128 in lane
 * m mod 128, column n; Layout B (M = 128) row m mod 64 in lane m mod 64 for
 * the first N/2 columns and lane m mod 64 + 64 for the others, at column
 * n mod N/2. */
static uint32_t *tc_d_cell(const tc_instr_t *t, uint32_t (*peer)[EMU_TMEM_COLS], int lane0, int col0, int m, int n) {
  if (!t->pair) return &tmem[tc_d_lane(t, lane0, m)][col0 + n];
  int hm = t->m / 2, hn = t->n / 2;
  uint32_t(*tm)[EMU_TMEM_COLS] = m < hm ? tmem : peer;
  if (t->m == 256) return &tm[m % hm][col0 + n];
  return &tm[m % hm + 64 * (n / hn)][col0 + n % hn];
}

/* D += A x B over the decoded operands in tc_fa/tc_fb (tc_ia/tc_ib for
 * integer products), D at TMEM lane0/col0 (tc_d_cell; `peer`: the peer's
 * TMEM for cta_group::2). */
static void tc_accumulate(const tc_instr_t *t, int lane0, int col0, int enable_input_d,
                          uint32_t (*peer)[EMU_TMEM_COLS]) {
  for (int m = 0; m < t->m; m++) {
    for (int n = 0; n < t->n; n++) {
      uint32_t *cell = tc_d_cell(t, peer, lane0, col0, m, n);
      uint32_t old = *cell;
      if (t->d == EMU_T_S32) {
        int64_t acc = enable_input_d & 1 ? (int32_t)old : 0;
        for (int k = 0; k < t->k; k++) acc += tc_ia[m][k] * tc_ib[n][k];
        if (t->sat) acc = acc > INT32_MAX ? INT32_MAX : acc < INT32_MIN ? INT32_MIN : acc;
        *cell = (uint32_t)acc;
      } else {
        float c;
        memcpy(&c, &old, 4);
        double acc = enable_input_d & 1 ? (double)c : 0.0;
        for (int k = 0; k < t->k; k++) acc += tc_fa[m][k] * tc_fb[n][k];
        float r = (float)acc;
        memcpy(cell, &r, 4);
      }
    }
  }
}

/* Element (m, k) of an A operand in TMEM at lane m, its K elements packed
 * little-endian into the 32-bit columns from acol0 (two 16-bit or four
 * 8-bit elements a column, as NVIDIA's attention kernels lay P there). */
static uint64_t tc_tmem_a_bits(const tc_instr_t *t, int acol0, int m, int k) {
  int per = 4 / t->ebytes;
  uint32_t cell = tmem[m][acol0 + k / per];
  return (cell >> (8 * t->ebytes * (k % per))) & (t->ebytes == 4 ? 0xffffffffu : (1u << (8 * t->ebytes)) - 1);
}

/* A hash of what an MMA in flight reads: its shared-memory operands, or B
 * and (A in TMEM) A's TMEM cells. */
static uint64_t tc_flight_hash(const tc_flight_t *f) {
  if (!f->ancols) return tc_operand_hash(f->adesc, f->bdesc, f->idesc, f->kind);
  tc_instr_t t;
  tc_sdesc_t sb;
  uint64_t h = f->bs ? tc_operand_hash(f->adesc, f->bdesc, f->idesc, f->kind) : 1469598103934665603ull;
  if (!f->bs && !tc_decode_idesc(f->idesc, f->kind, &t, 1) && !tc_decode_sdesc(f->bdesc, &sb))
    for (int r = 0; r < t.n; r++)
      for (int c = 0; c < t.k; c++) {
        const uint8_t *p = tc_element(&sb, t.mn_b, t.ebytes, r, c);
        for (int i = 0; i < t.ebytes; i++) h = (h ^ p[i]) * 1099511628211ull;
      }
  for (int l = 0; l < EMU_TMEM_LANES; l++)
    for (int c = f->acol0; c < f->acol0 + f->ancols; c++)
      for (int i = 0; i < 4; i++) h = (h ^ ((tmem[l][c] >> (8 * i)) & 0xff)) * 1099511628211ull;
  return h;
}

/* tcgen05.mma.cta_group::1.kind::<kind> [d], [a], bdesc, idesc, enable_input_d:
 * A (M = 128 rows) in TMEM lanes 0..127 from column a.col. */
void __emu_tcgen05_mma_ta(int32_t site, int32_t race_check, void *d, void *a, uint64_t bdesc, uint32_t idesc,
                          int32_t enable_input_d, int32_t kind, int32_t cta_group, int32_t collector) {
  tc_instr_t t;
  tc_sdesc_t sb;
  const char *why;
  uint32_t da = (uint32_t)(uintptr_t)d, aa = (uint32_t)(uintptr_t)a;
  int lane0 = (int)(da >> 16), col0 = (int)(da & 0xffff), acol0 = (int)(aa & 0xffff);
  if (cta_group == 2)
    tc_fail("tcgen05.mma", site, "cta_group::2 with A in TMEM is not emulated (only with A and B in shared memory)");
  tc_decode_mma(site, idesc, kind, cta_group, collector, &t);
  if (t.m != 128 || t.mn_a)
    tc_fail("tcgen05.mma", site, "A in TMEM needs M = 128 and a K-major A (idesc 0x%08x: M = %d%s)", idesc, t.m,
            t.mn_a ? ", A M-major" : "");
  if (aa >> 16)
    tc_fail("tcgen05.mma", site, "A in TMEM at address 0x%08x: it must start at lane 0", aa);
  int ancols = (t.k * t.ebytes + 3) / 4;
  for (int c = acol0; c < acol0 + ancols; c++)
    if (c >= EMU_TMEM_COLS || tmem_start[c] < 0)
      tc_fail("tcgen05.mma", site, "A at TMEM address 0x%08x, %d columns: column %d is not allocated", aa, ancols, c);
  if ((why = tc_decode_sdesc(bdesc, &sb)))
    tc_fail("tcgen05.mma", site, "B descriptor 0x%016llx: %s", (unsigned long long)bdesc, why);
  tc_check_d(site, &t, da);
  if (col0 < acol0 + ancols && acol0 < col0 + t.n)
    tc_fail("tcgen05.mma", site, "A (columns %d..%d) and D (columns %d..%d) overlap in TMEM", acol0,
            acol0 + ancols - 1, col0, col0 + t.n - 1);
  for (int m = 0; m < t.m; m++)
    for (int k = 0; k < t.k; k++) {
      uint64_t bits = tc_tmem_a_bits(&t, acol0, m, k);
      if (t.d == EMU_T_S32) tc_ia[m][k] = elem_int(t.a, bits);
      else tc_fa[m][k] = t.neg_a ? -elem_value(t.a, bits) : elem_value(t.a, bits);
    }
  tc_gather(site, "B", bdesc, &sb, t.mn_b, t.b, t.neg_b, &t, t.n, race_check, tc_fb, tc_ib);
  tc_accumulate(&t, lane0, col0, enable_input_d, NULL);
  tc_mmas_done++;
  tc_flight_t f = {site, cur_tid, NULL, 0, bdesc, 0, col0, t.n, idesc, kind, acol0, ancols, 0, 0, 0};
  f.hash = tc_flight_hash(&f);
  tc_fly(f, "tcgen05.mma");
}

/* The operand bytes a cta_group::2 MMA issued by the running CTA reads
 * (FNV-1a, as tc_operand_hash): A's first M/2 rows and B's first N/2 rows
 * (columns of the product) in the running CTA, then the same in its peer
 * (read where that CTA's shared memory is kept while it does not run); 0 if
 * the descriptors no longer decode. */
static uint64_t tc_pair_hash(const tc_flight_t *f) {
  tc_instr_t t;
  tc_sdesc_t sd[2];
  if (tc_decode_idesc(f->idesc, f->kind, &t, 2) || tc_decode_sdesc(f->adesc, &sd[0]) ||
      tc_decode_sdesc(f->bdesc, &sd[1]))
    return 0;
  uint64_t h = 1469598103934665603ull;
  for (int side = 0; side < 2; side++)
    for (int o = 0; o < 2; o++)
      for (int r = 0; r < (o ? t.n : t.m) / 2; r++)
        for (int c = 0; c < t.k; c++) {
          const uint8_t *p = rank_byte(tc_element(&sd[o], o ? t.mn_b : t.mn_a, t.ebytes, r, c), cur_rank ^ side);
          for (int i = 0; i < t.ebytes; i++) h = (h ^ p[i]) * 1099511628211ull;
        }
  return h;
}

static int *tmem_start_of(int r);
static int *tmem_group_of(int r);
static uint32_t (*tmem_of(int r))[EMU_TMEM_COLS];

/* D of a cta_group::2 MMA at TMEM address da: lane 0 (Layouts A and B) and
 * `cols` columns from da's allocated in both CTAs of the pair by their
 * tcgen05.alloc.cta_group::2. */
static void tc_check_pair_d(int site, uint32_t da, int cols, int peer) {
  int col0 = (int)(da & 0xffff);
  if (da >> 16)
    tc_fail("tcgen05.mma", site, "D at TMEM address 0x%08x: a cta_group::2 MMA's D starts at lane 0", da);
  for (int side = 0; side < 2; side++) {
    int r = side ? peer : cur_rank;
    const int *start = tmem_start_of(r), *group = tmem_group_of(r);
    for (int c = col0; c < col0 + cols; c++) {
      if (c >= EMU_TMEM_COLS || start[c] < 0)
        tc_fail("tcgen05.mma", site, "D at TMEM address 0x%08x, %d columns: column %d is not allocated in the TMEM of "
                "cluster rank %d", da, cols, c, r);
      if (group[start[c]] != 2)
        tc_fail("tcgen05.mma", site, "D at TMEM address 0x%08x: column %d of cluster rank %d was allocated by "
                "tcgen05.alloc.cta_group::1 (a cta_group::2 MMA needs the pair's cta_group::2 allocation)", da, c, r);
    }
  }
}

/* tcgen05.mma.cta_group::2.kind::<kind> [d], adesc, bdesc, idesc,
 * enable_input_d (PTX ISA §9.7.16.10.9; the CTA pair, §9.7.16.5.1): issued
 * by one thread of the pair's even-rank CTA (the running one); M and N are
 * the pair's. A's rows [0, M/2) are read through adesc in this CTA's shared
 * memory, rows [M/2, M) through the same descriptor in the peer's; B's
 * columns [0, N/2) through bdesc here and [N/2, N) in the peer (each
 * descriptor describes an operand of M/2 rows, N/2 columns); D's rows
 * [0, M/2) go to this CTA's TMEM at d, the others to the peer's at the same
 * address (tc_d_cell). The peer's operands are read with that CTA bound
 * (its race checks: a byte a TMA load has not delivered is a race). In
 * flight as cta_group::1's, in this CTA's list, its hash over both CTAs'
 * operands; its D columns count in both CTAs (tc_check_columns). */
static void tc_mma_pair(int site, int race_check, uint32_t da, uint64_t adesc, uint64_t bdesc, uint32_t idesc,
                        int enable_input_d, int kind, int collector) {
  tc_instr_t t;
  tc_sdesc_t sa, sb;
  const char *why;
  int peer = tc_pair_peer("tcgen05.mma", site);
  if (cur_rank & 1)
    tc_fail("tcgen05.mma", site, "a cta_group::2 MMA issued by cluster rank %d: the MMA of a CTA pair is issued by a "
            "thread of its even-rank CTA (rank %d), which reaches the peer's shared memory and TMEM", cur_rank, peer);
  tc_decode_mma(site, idesc, kind, 2, collector, &t);
  if ((why = tc_decode_sdesc(adesc, &sa)))
    tc_fail("tcgen05.mma", site, "A descriptor 0x%016llx: %s", (unsigned long long)adesc, why);
  if ((why = tc_decode_sdesc(bdesc, &sb)))
    tc_fail("tcgen05.mma", site, "B descriptor 0x%016llx: %s", (unsigned long long)bdesc, why);
  int hm = t.m / 2, hn = t.n / 2, cols = t.m == 256 ? t.n : hn, col0 = (int)(da & 0xffff);
  tc_check_pair_d(site, da, cols, peer);
  tc_gather(site, "A", adesc, &sa, t.mn_a, t.a, t.neg_a, &t, hm, race_check, tc_fa, tc_ia);
  tc_gather(site, "B", bdesc, &sb, t.mn_b, t.b, t.neg_b, &t, hn, race_check, tc_fb, tc_ib);
  int token = remote_to(peer, "tcgen05.mma (cta_group::2: the peer CTA's operands)");
  tc_gather(site, "A", adesc, &sa, t.mn_a, t.a, t.neg_a, &t, hm, race_check, tc_fa + hm, tc_ia + hm);
  tc_gather(site, "B", bdesc, &sb, t.mn_b, t.b, t.neg_b, &t, hn, race_check, tc_fb + hn, tc_ib + hn);
  remote_leave(token);
  tc_accumulate(&t, 0, col0, enable_input_d, tmem_of(peer));
  tc_mmas_done++;
  tc_flight_t f = {site, cur_tid, NULL, adesc, bdesc, 0, col0, cols, idesc, kind, 0, 0, 0, 1, 0};
  f.hash = tc_pair_hash(&f);
  tc_fly(f, "tcgen05.mma");
}

/* tcgen05.mma.cta_group::1.kind::<kind> [d], adesc, bdesc, idesc, enable_input_d
 * (cta_group 2: tc_mma_pair). */
void __emu_tcgen05_mma(int32_t site, int32_t race_check, void *d, uint64_t adesc, uint64_t bdesc, uint32_t idesc,
                       int32_t enable_input_d, int32_t kind, int32_t cta_group, int32_t collector) {
  tc_instr_t t;
  tc_sdesc_t sa, sb;
  const char *why;
  uint32_t da = (uint32_t)(uintptr_t)d;
  int lane0 = (int)(da >> 16), col0 = (int)(da & 0xffff);
  if (cta_group == 2) {
    tc_mma_pair(site, race_check, da, adesc, bdesc, idesc, enable_input_d, kind, collector);
    return;
  }
  tc_decode_mma(site, idesc, kind, cta_group, collector, &t);
  if ((why = tc_decode_sdesc(adesc, &sa)))
    tc_fail("tcgen05.mma", site, "A descriptor 0x%016llx: %s", (unsigned long long)adesc, why);
  if ((why = tc_decode_sdesc(bdesc, &sb)))
    tc_fail("tcgen05.mma", site, "B descriptor 0x%016llx: %s", (unsigned long long)bdesc, why);
  tc_check_d(site, &t, da);
  tc_gather(site, "A", adesc, &sa, t.mn_a, t.a, t.neg_a, &t, t.m, race_check, tc_fa, tc_ia);
  tc_gather(site, "B", bdesc, &sb, t.mn_b, t.b, t.neg_b, &t, t.n, race_check, tc_fb, tc_ib);
  tc_accumulate(&t, lane0, col0, enable_input_d, NULL);
  tc_mmas_done++;
  tc_fly((tc_flight_t){site, cur_tid, NULL, adesc, bdesc, tc_operand_hash(adesc, bdesc, idesc, kind), col0, t.n,
                       idesc, kind, 0, 0, 0, 0, 0},
         "tcgen05.mma");
}

/* The block scale of row (A) or column (B) i from the scale columns at col:
 * lane i mod 32 of lane quarter (i / 32) mod 4, column col + i / 32, byte id
 * (the layout tcgen05.cp.32x128b.warpx4 gives a 32 x 16-byte block: every
 * lane quarter holds the same four columns), 2^(e - 127), e = 255 NaN. */
static double tc_block_scale(int col, int i, int id) {
  uint8_t e = (uint8_t)(tmem[i % 32 + 32 * ((i / 32) % 4)][col + i / 32] >> (8 * id));
  return e == 255 ? NAN : ldexp(1.0, (int)e - 127);
}

/* The columns of a block-scaled MMA's scales and the span they cover. */
typedef struct {
  int acol, bcol, lo, hi;
} tc_bs_t;

/* The checks and decoding every block-scaled tcgen05.mma shares: the scale
 * addresses fa, fb carrying the descriptor's scale IDs ida, idb in bits
 * 30-31 and starting at lane 0, cta_group 1, `plain` (the descriptor as
 * .kind::f8f6f4's) with M = 128, the four columns of A's scales and
 * ceil(N / 32) of B's allocated, both shared-memory descriptors, D at da,
 * and the scales apart from D. */
static tc_bs_t tc_block_scaled_operands(int site, uint32_t plain, int ida, int idb, uint32_t da, uint32_t fa,
                                        uint32_t fb, uint64_t adesc, uint64_t bdesc, int cta_group, int collector,
                                        tc_instr_t *t, tc_sdesc_t *sa, tc_sdesc_t *sb) {
  const char *why;
  int col0 = (int)(da & 0xffff);
  if ((int)(fa >> 30) != ida || (int)(fb >> 30) != idb)
    tc_fail("tcgen05.mma", site, "scale addresses 0x%08x, 0x%08x: bits 30-31 differ from the instruction "
            "descriptor's scale IDs %d (A) and %d (B)", fa, fb, ida, idb);
  fa &= 0x3fffffffu, fb &= 0x3fffffffu;
  if ((fa >> 16) || (fb >> 16))
    tc_fail("tcgen05.mma", site, "scale addresses 0x%08x, 0x%08x: the scales must start at lane 0", fa, fb);
  if (cta_group == 2)
    tc_fail("tcgen05.mma", site, "cta_group::2 with block scaling is not emulated (only without, A and B in shared "
            "memory)");
  tc_decode_mma(site, plain, 2, cta_group, collector, t);
  if (t->m != 128) tc_fail("tcgen05.mma", site, "block scaling with M = %d (only M = 128 is emulated)", t->m);
  int acol = (int)(fa & 0xffff), bcol = (int)(fb & 0xffff), bn = (t->n + 31) / 32;
  for (int c = 0; c < 4 + bn; c++) {
    int col = c < 4 ? acol + c : bcol + c - 4;
    if (col >= EMU_TMEM_COLS || tmem_start[col] < 0)
      tc_fail("tcgen05.mma", site, "%s scales at TMEM address 0x%08x: column %d is not allocated", c < 4 ? "A" : "B",
              c < 4 ? fa : fb, col);
  }
  if ((why = tc_decode_sdesc(adesc, sa)))
    tc_fail("tcgen05.mma", site, "A descriptor 0x%016llx: %s", (unsigned long long)adesc, why);
  if ((why = tc_decode_sdesc(bdesc, sb)))
    tc_fail("tcgen05.mma", site, "B descriptor 0x%016llx: %s", (unsigned long long)bdesc, why);
  tc_check_d(site, t, da);
  int lo = acol < bcol ? acol : bcol, hi = acol + 4 > bcol + bn ? acol + 4 : bcol + bn;
  if (col0 < hi && lo < col0 + t->n)
    tc_fail("tcgen05.mma", site, "the block scales (columns %d..%d) and D (columns %d..%d) overlap in TMEM", lo,
            hi - 1, col0, col0 + t->n - 1);
  return (tc_bs_t){acol, bcol, lo, hi};
}

/* tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32 [d], adesc,
 * bdesc, idesc, [scale_a], [scale_b], enable_input_d (PTX ISA §9.7.16.10.9,
 * block scaling): D = (A x SF_A)(B x SF_B) + D, A and B fp8 in shared memory,
 * M = 128, one ue8m0 scale per row of A and column of B for the
 * instruction's 32 elements of K. The descriptor is .kind::f8f6f4's with bits
 * 4-5 B's scale ID, 29-30 A's (the byte of the scale cells: the K block within
 * four) and bit 23 the scale type (1: ue8m0); the scale addresses start at
 * lane 0 and carry the same IDs in bits 30-31 (as NVIDIA's tileiras writes
 * them). Scale i (row of A, column of B) is in tc_block_scale's cell. */
void __emu_tcgen05_mma_bs(int32_t site, int32_t race_check, void *d, uint64_t adesc, uint64_t bdesc, uint32_t idesc,
                          int32_t enable_input_d, void *sfa, void *sfb, int32_t cta_group, int32_t collector) {
  tc_instr_t t;
  tc_sdesc_t sa, sb;
  uint32_t da = (uint32_t)(uintptr_t)d, fa = (uint32_t)(uintptr_t)sfa, fb = (uint32_t)(uintptr_t)sfb;
  int lane0 = (int)(da >> 16), col0 = (int)(da & 0xffff);
  int ida = (int)((idesc >> 29) & 3), idb = (int)((idesc >> 4) & 3);
  if (!((idesc >> 23) & 1))
    tc_fail("tcgen05.mma", site, "block-scaled instruction descriptor 0x%08x: bit 23 (scale type) must be 1, ue8m0",
            idesc);
  uint32_t plain = (idesc & ~(3u << 4 | 1u << 23 | 3u << 29)) | 1u << 4;
  tc_bs_t b = tc_block_scaled_operands(site, plain, ida, idb, da, fa, fb, adesc, bdesc, cta_group, collector, &t,
                                       &sa, &sb);
  tc_gather(site, "A", adesc, &sa, t.mn_a, t.a, t.neg_a, &t, t.m, race_check, tc_fa, tc_ia);
  tc_gather(site, "B", bdesc, &sb, t.mn_b, t.b, t.neg_b, &t, t.n, race_check, tc_fb, tc_ib);
  for (int m = 0; m < t.m; m++) {
    double s = tc_block_scale(b.acol, m, ida);
    for (int k = 0; k < t.k; k++) tc_fa[m][k] *= s;
  }
  for (int n = 0; n < t.n; n++) {
    double s = tc_block_scale(b.bcol, n, idb);
    for (int k = 0; k < t.k; k++) tc_fb[n][k] *= s;
  }
  tc_accumulate(&t, lane0, col0, enable_input_d, NULL);
  tc_mmas_done++;
  tc_flight_t f = {site, cur_tid, NULL, adesc, bdesc, 0, col0, t.n, plain, 2, b.lo, b.hi - b.lo, 1, 0, 0};
  f.hash = tc_flight_hash(&f);
  tc_fly(f, "tcgen05.mma");
}

/* An e2m1 code (sign in bit 3): 0, 0.5, 1, 1.5, 2, 3, 4, 6. */
static double e2m1_value(unsigned code) {
  static const double mag[8] = {0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0};
  return (code & 8) ? -mag[code & 7] : mag[code & 7];
}

/* A ue4m3 scale (an e4m3 without its sign; bias 7, 0x7f NaN). */
static double ue4m3_value(uint8_t b) {
  int e = (b >> 3) & 15, m = b & 7;
  if ((b & 0x7f) == 0x7f) return NAN;
  return e == 0 ? ldexp((double)m, -9) : ldexp(8.0 + m, e - 10);
}

/* Reads a K-major 4-bit operand (rows = M or N, 32 bytes of K a row, two
 * e2m1 elements a byte, the lower in bits 3..0), each element times its
 * block scale: element k of row i uses byte id + k / (64 / vec) of the
 * scale cell at column col + i / 32 (tc_block_scale's lane and column),
 * ue8m0 or ue4m3; negated with `neg` (the descriptor's negate bit). */
static void tc_gather_fp4(int site, const char *which, uint64_t desc, const tc_sdesc_t *s, int rows, int col, int id,
                          int vec, int ue8m0, int neg, int race_check, double f[][64]) {
  for (int r = 0; r < rows; r++) {
    uint32_t cell = tmem[r % 32 + 32 * ((r / 32) % 4)][col + r / 32];
    for (int j = 0; j < 32; j++) {
      uint8_t *p = tc_element(s, 0, 1, r, j);
      if (!in_smem(p, 1))
        tc_fail("tcgen05.mma", site, "%s descriptor 0x%016llx: byte (%d, %d) at %p (start + %zu) is outside the "
                "module's shared memory", which, (unsigned long long)desc, r, j, (void *)p,
                tc_canonical_offset(s, 0, 1, r, j));
      if (race_check) smem_load_by(cur_tid, p, 1);
      for (int h = 0; h < 2; h++) {
        int k = 2 * j + h;
        uint8_t e = (uint8_t)(cell >> (8 * (id + k / (64 / vec))));
        double sc = ue8m0 ? ue8m0_value(e) : ue4m3_value(e);
        f[r][k] = (neg ? -1.0 : 1.0) * e2m1_value((*p >> (4 * h)) & 15u) * sc;
      }
    }
  }
}

/* tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.block16 / .block32
 * [d], adesc, bdesc, idesc, [scale_a], [scale_b], enable_input_d (PTX ISA
 * §9.7.16.10.9): 4-bit block-scaled MMA, D = (A x SF_A)(B x SF_B) + D with A
 * and B K-major in shared memory, two e2m1 elements a byte (64 of K an
 * instruction: 32 bytes a row), M = 128. block16 (`vec` 4, .scale_vec::4X):
 * one scale per 16 elements, the four bytes of one cell, both scale IDs 0,
 * ue4m3 (NVFP4) or ue8m0 (bit 23); block32 (`vec` 2, .scale_vec::2X): one
 * ue8m0 scale per 32 (MXFP4), bytes ID and ID + 1 of the cell (IDs 0 or 2).
 * The descriptor: bits 7-9 and 10-12 A's and B's type (1: E2M1), bit 23 the
 * scale type (1: ue8m0), bits 4-5 and 29-30 B's and A's scale IDs (also in
 * bits 30-31 of the scale addresses), bits 13-14 negate A and B, bits 15-16
 * clear (K-major), N >> 3 at 17-22, M >> 4 at 24-28. */
static void tc_mma_fp4(int32_t site, int32_t race_check, void *d, uint64_t adesc, uint64_t bdesc, uint32_t idesc,
                       int32_t enable_input_d, void *sfa, void *sfb, int32_t cta_group, int32_t collector, int vec) {
  tc_instr_t t;
  tc_sdesc_t sa, sb;
  uint32_t da = (uint32_t)(uintptr_t)d, fa = (uint32_t)(uintptr_t)sfa, fb = (uint32_t)(uintptr_t)sfb;
  int lane0 = (int)(da >> 16), col0 = (int)(da & 0xffff);
  int ida = (int)((idesc >> 29) & 3), idb = (int)((idesc >> 4) & 3), ue8m0 = (int)((idesc >> 23) & 1);
  const char *form = vec == 4 ? "block16" : "block32";
  if (((idesc >> 7) & 7) != 1 || ((idesc >> 10) & 7) != 1)
    tc_fail("tcgen05.mma", site, "4-bit (%s) instruction descriptor 0x%08x: A and B types (bits 7-9, 10-12) must be "
            "1, E2M1", form, idesc);
  if (vec == 2 && !ue8m0)
    tc_fail("tcgen05.mma", site, "%s instruction descriptor 0x%08x: bit 23 (scale type) must be 1, ue8m0", form,
            idesc);
  if ((vec == 4 && (ida || idb)) || (vec == 2 && ((ida | idb) & 1)))
    tc_fail("tcgen05.mma", site, "%s with scale IDs %d (A) and %d (B) in descriptor 0x%08x (%s)", form, ida, idb,
            idesc, vec == 4 ? "only 0" : "0 or 2");
  if ((idesc >> 15) & 3)
    tc_fail("tcgen05.mma", site, "4-bit instruction descriptor 0x%08x: A and B must be K-major (bits 15-16 clear)",
            idesc);
  /* The same geometry as .kind::f8f6f4 e4m3 with an f32 D: 32 bytes of K a row. */
  uint32_t plain = (idesc & ~(0x3fu << 7 | 3u << 4 | 1u << 23 | 3u << 29)) | 1u << 4;
  tc_bs_t b = tc_block_scaled_operands(site, plain, ida, idb, da, fa, fb, adesc, bdesc, cta_group, collector, &t,
                                       &sa, &sb);
  tc_gather_fp4(site, "A", adesc, &sa, t.m, b.acol, ida, vec, ue8m0, t.neg_a, race_check, tc_fa);
  tc_gather_fp4(site, "B", bdesc, &sb, t.n, b.bcol, idb, vec, ue8m0, t.neg_b, race_check, tc_fb);
  t.k = 64;
  tc_accumulate(&t, lane0, col0, enable_input_d, NULL);
  tc_mmas_done++;
  tc_flight_t f = {site, cur_tid, NULL, adesc, bdesc, 0, col0, t.n, plain, 2, b.lo, b.hi - b.lo, 1, 0, 0};
  f.hash = tc_flight_hash(&f);
  tc_fly(f, "tcgen05.mma");
}

void __emu_tcgen05_mma_nvf4(int32_t site, int32_t race_check, void *d, uint64_t adesc, uint64_t bdesc,
                            uint32_t idesc, int32_t enable_input_d, void *sfa, void *sfb, int32_t cta_group,
                            int32_t collector) {
  tc_mma_fp4(site, race_check, d, adesc, bdesc, idesc, enable_input_d, sfa, sfb, cta_group, collector, 4);
}

void __emu_tcgen05_mma_mxf4(int32_t site, int32_t race_check, void *d, uint64_t adesc, uint64_t bdesc,
                            uint32_t idesc, int32_t enable_input_d, void *sfa, void *sfb, int32_t cta_group,
                            int32_t collector) {
  tc_mma_fp4(site, race_check, d, adesc, bdesc, idesc, enable_input_d, sfa, sfb, cta_group, collector, 2);
}

/* ---- wgmma (Hopper warpgroup MMA, sm_90a)
 *
 * wgmma.mma_async.sync.aligned.m64nNkK.<d>.<a>.<b> d, a-desc, b-desc, scale-d[, imm...]
 * (PTX ISA 9.7.15): the 128 threads of a warpgroup multiply a 64 x K A by a
 * K x N B, both in shared memory behind matrix descriptors, into registers.
 * Each thread computes its own part of D, the ISA's D fragment: warp w of
 * the warpgroup rows 16w.., lane l rows l/4 and l/4 + 8, register i at
 * (16w + l/4 + 8 (i/2 mod 2), 2 (l mod 4) + (i mod 2) + 8 (i/4)). The
 * product is computed when the instruction is issued (the registers it
 * returns are only valid after wgmma.wait_group, which the emulator does not
 * enforce on reads); the async protocol is checked: a wgmma.fence before the
 * first wgmma.mma_async after a commit, every group committed and waited for
 * before the CTA ends. */
long emu_wgmma_count(void) { return wg_mmas_done; }

/* The sm_90 matrix descriptor (PTX ISA "Matrix Descriptor Format"): start
 * >> 4 at bits 0-13, LBO >> 4 at 16-29, SBO >> 4 at 32-45, base offset at
 * 49-51, layout type at 62-63 (0 none, 1 128-byte, 2 64-byte, 3 32-byte
 * swizzle); every other bit reserved. */
static const char *wg_decode_sdesc(uint64_t desc, tc_sdesc_t *s) {
  static const int widths[4] = {16, 128, 64, 32};
  if (desc & (3ull << 14 | 3ull << 30 | 7ull << 46 | 0x3ffull << 52)) return "a reserved bit (14-15, 30-31, 46-48, 52-61) is set";
  if ((desc >> 49) & 7) return "a base offset (bits 49-51) other than 0 is not emulated";
  s->width = widths[desc >> 62];
  s->atom32 = 0; /* no 32-byte atoms at sm_90 */
  s->lbo = (uint32_t)((desc >> 16) & 0x3fff) << 4;
  s->sbo = (uint32_t)((desc >> 32) & 0x3fff) << 4;
  s->start = smem_window((uint32_t)(desc & 0x3fff) << 4);
  if (!s->start) return "the start address is not in the module's shared memory";
  return NULL;
}

static int wg_ebytes(int t) { return t == EMU_T_TF32 ? 4 : t == EMU_T_F16 || t == EMU_T_BF16 ? 2 : 1; }

/* Element (r, c) of an operand (r along M or N, c along K) as a double or
 * an integer, its read recorded by the race detector. */
static void wg_element(int site, const char *which, uint64_t desc, const tc_sdesc_t *s, int mn_major, int type,
                       int r, int c, int race_check, double *f, int64_t *i) {
  int eb = wg_ebytes(type);
  uint8_t *p = tc_element(s, mn_major, eb, r, c);
  if (!in_smem(p, (size_t)eb))
    tc_fail("wgmma.mma_async", site, "%s descriptor 0x%016llx: element (%d, %d) at %p (start + %zu) is outside the "
            "module's shared memory", which, (unsigned long long)desc, r, c, (void *)p,
            tc_canonical_offset(s, mn_major, eb, r, c));
  if (race_check) smem_load_by(cur_tid, p, eb);
  const uint8_t **span = wg_cur[cur_tid][which[0] == 'B'];
  if (!span[0] || p < span[0]) span[0] = p;
  if (!span[1] || p + eb > span[1]) span[1] = p + eb;
  uint64_t bits = 0;
  memcpy(&bits, p, (size_t)eb);
  if (type == EMU_T_S8 || type == EMU_T_U8) *i = elem_int(type, bits);
  else *f = elem_value(type, bits);
}

/* The checks of the instruction's types and shape; NULL or why not. */
static const char *wg_check(int a, int b, int d, int k, int n, int trans_a, int trans_b) {
  int ok16 = (a == EMU_T_F16 || a == EMU_T_BF16) && b == a && d == EMU_T_F32;
  int ok8 = ((is_fp8(a) && is_fp8(b) && d == EMU_T_F32) || (is_int8(a) && is_int8(b) && d == EMU_T_S32));
  if (!ok16 && !ok8 && !(a == EMU_T_TF32 && b == a && d == EMU_T_F32))
    return "types other than f32 += f16/bf16, f32 += tf32, f32 += fp8, s32 += 8-bit integers";
  if (k != 32 / wg_ebytes(a)) return "K is not 32 bytes of the element type";
  if (n < 8 || n > 256 || n % 8) return "N is not a multiple of 8 from 8 to 256";
  if ((trans_a || trans_b) && !ok16) return "a transpose on other than 16-bit types";
  return NULL;
}

/* Register A of every lane of the running warp at its last wgmma with A in
 * registers (the last lane to arrive copies them; the next copy waits for
 * all 32 lanes again, each past its own MMA by then). */
static uint32_t (*wg_areg)[EMU_WARP][4]; /* per CTA, per warp */

/* A's element (row 8h + lane / 4 of the warp's 16, column c of 16) of a
 * wgmma with A in registers: lane 4·(lane / 4) + (c mod 8) / 2 holds it,
 * in register h + 2·(c / 8), half c mod 2 (the wgmma A fragment: a0 row g,
 * a1 row g + 8, a2/a3 the same 8 columns on). */
static uint64_t wg_areg_bits(int warp, int lane, int h, int c) {
  uint32_t word = wg_areg[warp][4 * (lane / 4) + (c % 8) / 2][h + 2 * (c / 8)];
  return (word >> (16 * (c % 2))) & 0xffff;
}

void __emu_wgmma(int32_t site, int32_t race_check, int32_t code, int32_t nregs, uint64_t adesc, uint64_t bdesc,
                 int32_t scale_d, uint32_t *regs) {
  int a = code & 15, b = code >> 4 & 15, d = code >> 8 & 15, neg_a = code >> 12 & 1, neg_b = code >> 13 & 1;
  int trans_a = code >> 14 & 1, trans_b = code >> 15 & 1, k = code >> 16 & 255, n = 2 * nregs;
  int a_regs = code >> 24 & 1;
  tc_sdesc_t sa, sb;
  const char *why;
  if (!wg_fenced[cur_tid])
    tc_fail("wgmma.mma_async", site, "no wgmma.fence since the last wgmma.commit_group (the accumulator registers "
            "must be fenced before the first wgmma.mma_async)");
  if ((why = wg_check(a, b, d, k, n, trans_a, trans_b))) tc_fail("wgmma.mma_async", site, "%s", why);
  if (a_regs && (trans_a || !(a == EMU_T_F16 || a == EMU_T_BF16)))
    tc_fail("wgmma.mma_async", site, "A in registers is 16-bit and K-major");
  if (a_regs) {
    /* The warp's lanes meet to hand each other their A words. */
    int lane = cur_tid % EMU_WARP, wi = cur_tid / EMU_WARP;
    warp_t *wp = warp_enter(WOP_WGMMA_A, site, 0);
    for (int j = 0; j < 4; j++) wp->in[lane][j] = regs[nregs + j];
    if (warp_wait(wp)) {
      for (int l = 0; l < EMU_WARP; l++)
        for (int j = 0; j < 4; j++) wg_areg[wi][l][j] = (uint32_t)wp->in[l][j];
      warp_release(wp);
    }
  } else if ((why = wg_decode_sdesc(adesc, &sa)))
    tc_fail("wgmma.mma_async", site, "A descriptor 0x%016llx: %s", (unsigned long long)adesc, why);
  if ((why = wg_decode_sdesc(bdesc, &sb)))
    tc_fail("wgmma.mma_async", site, "B descriptor 0x%016llx: %s", (unsigned long long)bdesc, why);
  if (nthreads % 128)
    tc_fail("wgmma.mma_async", site, "the CTA (%d threads) is not whole warpgroups of 128", nthreads);
  int w = (cur_tid / 32) % 4, l = cur_tid % 32;
  /* Static: the call does not yield, so no other thread runs meanwhile. */
  static double fa[2][32], fb[256][32];
  static int64_t ia[2][32], ib[256][32];
  for (int h = 0; h < 2; h++)
    for (int c = 0; c < k; c++) {
      if (a_regs) fa[h][c] = elem_value(a, wg_areg_bits(cur_tid / EMU_WARP, l, h, c));
      else wg_element(site, "A", adesc, &sa, trans_a, a, 16 * w + l / 4 + 8 * h, c, race_check, &fa[h][c], &ia[h][c]);
    }
  for (int col = 2 * (l % 4); col < n; col += (col % 2) ? 7 : 1)
    for (int c = 0; c < k; c++) wg_element(site, "B", bdesc, &sb, trans_b, b, col, c, race_check, &fb[col][c], &ib[col][c]);
  for (int i = 0; i < nregs; i++) {
    int h = (i / 2) % 2, col = 2 * (l % 4) + (i % 2) + 8 * (i / 4);
    if (d == EMU_T_S32) {
      int64_t acc = scale_d ? (int32_t)regs[i] : 0;
      for (int c = 0; c < k; c++) acc += ia[h][c] * ib[col][c];
      regs[i] = (uint32_t)acc;
    } else {
      float old;
      memcpy(&old, &regs[i], 4);
      double acc = scale_d ? (double)old : 0.0;
      for (int c = 0; c < k; c++) acc += (neg_a ? -fa[h][c] : fa[h][c]) * (neg_b ? -fb[col][c] : fb[col][c]);
      float r = (float)acc;
      memcpy(&regs[i], &r, 4);
    }
  }
  wg_uncommitted[cur_tid]++;
  if (cur_tid % 128 == 0) wg_mmas_done++; /* one per warpgroup instruction */
}

void __emu_nvvm_wgmma_fence_sync_aligned(void) { wg_fenced[cur_tid] = 1; }

void __emu_nvvm_wgmma_commit_group_sync_aligned(void) {
  int t = cur_tid, tracked = wg_pending[t] < WG_GROUPS ? wg_pending[t] : WG_GROUPS - 1;
  if (wg_pending[t] >= WG_GROUPS) memmove(wg_groups[t][0], wg_groups[t][1], sizeof wg_groups[t][0] * (WG_GROUPS - 1));
  memcpy(wg_groups[t][tracked], wg_cur[t], sizeof wg_cur[t]);
  memset(wg_cur[t], 0, sizeof wg_cur[t]);
  wg_pending[t]++;
  wg_uncommitted[t] = 0;
  wg_fenced[t] = 0;
}

/* wgmma.wait_group.sync.aligned n: .sync makes the lanes of the warp meet (a
 * warp rendezvous) before any goes on, so that what one lane does after it
 * (an mbarrier arrival for the warp, releasing the operands of the groups
 * it retired) follows the MMAs of every lane of its warp up to there. */
void __emu_nvvm_wgmma_wait_group_sync_aligned(int64_t n) {
  warp_t *w = warp_enter(WOP_WGMMA_WAIT, 0, (int)n);
  if (warp_wait(w)) warp_release(w);
  int t = cur_tid;
  if (wg_pending[t] > n) {
    int tracked = wg_pending[t] < WG_GROUPS ? wg_pending[t] : WG_GROUPS, keep = (int)n < tracked ? (int)n : tracked;
    memmove(wg_groups[t][0], wg_groups[t][tracked - keep], sizeof wg_groups[t][0] * (size_t)keep);
    memset(wg_groups[t][keep], 0, sizeof wg_groups[t][0] * (size_t)(WG_GROUPS - keep));
    wg_pending[t] = (int)n;
  }
}

/* Whether some thread's wgmma group that has not retired (issued, or
 * committed and not waited for) reads bytes of [p, p + n): sets the thread
 * and the operand (0 A, 1 B). */
static int wg_reader(const uint8_t *p, int64_t n, int *thread, int *operand) {
  for (int t = 0; t < nthreads; t++) {
    int tracked = wg_pending[t] < WG_GROUPS ? wg_pending[t] : WG_GROUPS;
    for (int g = -1; g < tracked; g++) {
      const uint8_t *(*span)[2] = g < 0 ? wg_cur[t] : wg_groups[t][g];
      for (int o = 0; o < 2; o++)
        if (span[o][0] && span[o][0] < p + n && p < span[o][1]) {
          *thread = t;
          *operand = o;
          return 1;
        }
    }
  }
  return 0;
}

/* A TMA load into [dst, dst + bytes): no unretired wgmma group reads them. */
static void tma_check_wgmma(int site, const uint8_t *dst, uint32_t bytes) {
  int t, o;
  if (wg_reader(dst, bytes, &t, &o)) {
    char where[96];
    tma_fail(site, "the box (%u bytes to %s) overwrites shared memory that a wgmma.mma_async of thread %d "
             "may still read (its %s operand; the group is not retired by wgmma.wait_group)",
             bytes, smem_where(dst, where, sizeof where), t, o ? "B" : "A");
  }
}

/* A store of n bytes at p by thread `tid` (a generic store, or a cp.async
 * copy landing): no thread's wgmma group that has not retired reads them
 * (a restaged operand must not be overwritten while MMAs may read it). */
static void wg_store_check(int tid, const uint8_t *p, int64_t n) {
  int t, o;
  if (wg_mmas_done && wg_reader(p, n, &t, &o)) {
    char where[96];
    fail("wgmma race in block (%u, %u, %u): thread %d stores %lld bytes to %s, which a wgmma.mma_async of thread "
         "%d may still read (its %s operand; the group is not retired by wgmma.wait_group)",
         cta[0], cta[1], cta[2], tid, (long long)n, smem_where(p, where, sizeof where), t, o ? "B" : "A");
    abort_thread();
  }
}

/* ---- mbarriers */
static mbar_t *mbar_find(const void *p, const char *what) {
  for (int i = 0; i < nmbars; i++)
    if (mbars[i].addr == p) return &mbars[i];
  fail("%s in block (%u, %u, %u) thread %d: the mbarrier at %p is not initialized (no mbarrier.init in this CTA)",
       what, cta[0], cta[1], cta[2], cur_tid, p);
  abort_thread();
  return NULL;
}

/* "bars+8": where the mbarrier (or any shared byte) at p is, for messages. */
static const char *smem_where(const void *p, char *buf, size_t n) {
  int region = -1;
  size_t off = 0;
  if (shadow_of(p, &region, &off)) snprintf(buf, n, "%s+%zu", smem_name[region] ? smem_name[region] : "?", off);
  else snprintf(buf, n, "%p", p);
  return buf;
}

/* The phase completes when no arrival and no transaction byte is pending:
 * the next phase expects the init count again and a tx-count of 0. */
static void cluster_phase_bump(uint32_t ranks);

static void mbar_maybe_complete(mbar_t *b) {
  if (b->pending != 0 || b->tx != 0) return;
  b->phase++;
  b->pending = b->expected;
  phase++; /* completion orders the accesses before it (see above) */
  /* ... and those of the other CTAs of the cluster that arrived on it */
  if (b->remote) cluster_phase_bump(b->remote);
  b->remote = 0;
}

/* n arrivals (mbarrier.arrive, tcgen05.commit, arrive.expect_tx; n > 1:
 * mbarrier.arrive with a count); returns the phase count before them (the
 * state token). During a shared::cluster arrival from another CTA of the
 * cluster (remote_home), that CTA is noted in the phase's arrivals. */
static uint64_t mbar_arrive_n(mbar_t *b, int32_t n) {
  uint64_t state = b->phase;
  mbar_arrives++;
  mbar_progress++;
  if (b->pending == 0) {
    char where[96];
    fail("mbarrier arrive in block (%u, %u, %u) thread %d: the mbarrier at %s has had all %d arrivals of phase %u "
         "(the phase waits for a tx-count of %lld to reach 0): one arrival too many",
         cta[0], cta[1], cta[2], cur_tid, smem_where(b->addr, where, sizeof where), b->expected, b->phase,
         (long long)b->tx);
    abort_thread();
  }
  if (n < 1 || n > b->pending) {
    char where[96];
    fail("mbarrier arrive in block (%u, %u, %u) thread %d: an arrival count of %d on the mbarrier at %s, which has %d "
         "of %d arrivals of phase %u pending",
         cta[0], cta[1], cta[2], cur_tid, n, smem_where(b->addr, where, sizeof where), b->pending, b->expected,
         b->phase);
    abort_thread();
  }
  if (remote_home >= 0) b->remote |= 1u << remote_home;
  b->pending -= n;
  mbar_maybe_complete(b);
  return state;
}

static uint64_t mbar_arrive(mbar_t *b) { return mbar_arrive_n(b, 1); }

void __emu_mbarrier_init(void *mbar, int32_t count) {
  if ((uintptr_t)mbar % 8 || !in_smem(mbar, 8)) {
    fail("mbarrier.init in block (%u, %u, %u) thread %d: %p is not an 8-byte aligned shared-memory address", cta[0],
         cta[1], cta[2], cur_tid, mbar);
    abort_thread();
  }
  if (count < 1 || count > (1 << 20) - 1) {
    fail("mbarrier.init in block (%u, %u, %u) thread %d: count %d (1 to 2^20 - 1)", cta[0], cta[1], cta[2], cur_tid,
         count);
    abort_thread();
  }
  mbar_t *b = NULL;
  for (int i = 0; i < nmbars && !b; i++)
    if (mbars[i].addr == mbar) b = &mbars[i];
  if (!b) {
    if (nmbars == EMU_MAX_MBARS) {
      fail("mbarrier.init in block (%u, %u, %u) thread %d: more than %d mbarriers", cta[0], cta[1], cta[2], cur_tid,
           EMU_MAX_MBARS);
      abort_thread();
    }
    b = &mbars[nmbars++];
  }
  tma_check_idle(mbar, "mbarrier.init");
  tc_check_idle(mbar, "mbarrier.init");
  b->addr = mbar;
  b->phase = 0;
  b->pending = b->expected = count;
  b->tx = 0;
  b->remote = 0;
  mbar_progress++;
}

void __emu_mbarrier_inval(void *mbar) {
  mbar_t *b = mbar_find(mbar, "mbarrier.inval");
  tma_check_idle(mbar, "mbarrier.inval");
  tc_check_idle(mbar, "mbarrier.inval");
  *b = mbars[--nmbars];
  mbar_progress++;
}

uint64_t __emu_mbarrier_arrive(void *mbar) { return mbar_arrive(mbar_find(mbar, "mbarrier.arrive")); }

/* mbarrier.arrive.expect_tx.shared::cta.b64 state, [mbar], tx: expect_tx(tx)
 * (the phase's tx-count grows by tx), then one arrival. */
uint64_t __emu_mbarrier_arrive_expect_tx(void *mbar, int32_t tx) {
  mbar_t *b = mbar_find(mbar, "mbarrier.arrive.expect_tx");
  if (tx < 0 || tx > (1 << 20) - 1) {
    fail("mbarrier.arrive.expect_tx in block (%u, %u, %u) thread %d: tx-count %d (0 to 2^20 - 1)", cta[0], cta[1],
         cta[2], cur_tid, tx);
    abort_thread();
  }
  b->tx += tx;
  return mbar_arrive(b);
}

static void *remote_enter(const void *p, const char *what, int *home);
static void remote_leave(int home);

/* mbarrier.arrive.shared::cta.b64 state, [mbar], count
 * (llvm.nvvm.mbarrier.arrive[.relaxed].scope.{cta,cluster}.space.cta): count
 * arrivals. */
uint64_t __emu_mbarrier_arrive_n(void *mbar, int32_t count) {
  return mbar_arrive_n(mbar_find(mbar, "mbarrier.arrive"), count);
}

/* mbarrier.arrive.shared::cluster.b64 _, [mbar], count (.space.cluster): count
 * arrivals on the mbarrier at a shared::cluster address, a mapa address of
 * another CTA of the cluster (the arrival is made there: "clusters", below)
 * or a shared address of the running one. */
void __emu_mbarrier_arrive_cluster(void *mbar, int32_t count) {
  int home;
  void *p = remote_enter(mbar, "mbarrier.arrive (shared::cluster)", &home);
  mbar_arrive_n(mbar_find(p, "mbarrier.arrive (shared::cluster)"), count);
  remote_leave(home);
}

/* mbarrier.arrive.expect_tx.shared::cluster.b64 _, [mbar], tx: the same
 * with expect_tx(tx) first. */
void __emu_mbarrier_arrive_expect_tx_cluster(void *mbar, int32_t tx) {
  int home;
  void *p = remote_enter(mbar, "mbarrier.arrive.expect_tx (shared::cluster)", &home);
  __emu_mbarrier_arrive_expect_tx(p, tx);
  remote_leave(home);
}

static mbar_t *mbar_in(int r, const void *p);

/* A commit of the running thread's MMAs: arrives (tc_arrive) when a thread
 * waits on the mbarrier at mbar (tc_deliver) in the running CTA (mask 0) or
 * in any CTA of `mask`, which must have initialized it. */
static void tc_commit(int site, void *mbar, uint32_t mask) {
  char what[64], bar[96];
  snprintf(what, sizeof what, "tcgen05.commit #%d", site);
  if (!mask) mbar_find(mbar, what);
  for (int r = 0; r < cluster_ctas; r++) {
    if (!(mask >> r & 1)) continue;
    if (rank_done(r))
      tc_fail("tcgen05.commit", site, "the CTA of cluster rank %d, on whose mbarrier at %s the commit arrives, has "
              "exited", r, smem_where(mbar, bar, sizeof bar));
    if (!mbar_in(r, mbar))
      tc_fail("tcgen05.commit", site, "the mbarrier at %s is not initialized in the CTA of cluster rank %d (no "
              "mbarrier.init there)", smem_where(mbar, bar, sizeof bar), r);
  }
  tc_fly((tc_flight_t){site, cur_tid, mbar, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, mask}, "tcgen05.commit");
  mbar_progress++;
}

/* tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [mbar]. */
void __emu_tcgen05_commit(int32_t site, void *mbar) { tc_commit(site, mbar, 0); }

/* tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.b64
 * [mbar]: the running CTA's mbarrier, or the one a mapa address names. */
void __emu_tcgen05_commit_cg2(int32_t site, void *mbar) {
  int r;
  void *p = dsmem_addr(mbar, &r);
  tc_pair_peer("tcgen05.commit", site);
  if (r >= cluster_ctas)
    tc_fail("tcgen05.commit", site, "the mbarrier's address names cluster rank %d, not in the cluster of %d CTAs", r,
            cluster_ctas);
  tc_commit(site, p, r == cur_rank ? 0 : 1u << r);
}

/* tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster
 * .multicast::cluster.b64 [mbar], ctamask: one arrival on the mbarrier at
 * mbar's CTA-relative offset in each CTA of the cluster whose rank has its
 * bit in ctamask. */
void __emu_tcgen05_commit_mc(int32_t site, void *mbar, int32_t ctamask) {
  uint32_t m = (uint32_t)ctamask & 0xffffu;
  tc_pair_peer("tcgen05.commit", site);
  if (m == 0 || (m >> cluster_ctas) != 0)
    tc_fail("tcgen05.commit", site, "the CTA mask 0x%04x names no CTA, or a rank outside the cluster of %d CTAs", m,
            cluster_ctas);
  tc_commit(site, (void *)((uintptr_t)mbar & DSMEM_ADDR_MASK), m);
}

/* mbarrier.try_wait.parity: 1 when the phase of that parity has completed;
 * otherwise the thread yields until an mbarrier changes (or it times out,
 * see wake_spinners) and the phase is tested again. */
int32_t __emu_mbarrier_try_wait_parity(void *mbar, int32_t parity) {
  mbar_t *b = mbar_find(mbar, "mbarrier.try_wait.parity");
  if ((b->phase & 1) != (uint32_t)(parity & 1)) return 1;
  tc_deliver(mbar); /* a wait for the current phase */
  tma_deliver(b);
  if ((b->phase & 1) != (uint32_t)(parity & 1)) return 1;
  spin_on[cur_tid] = mbar;
  spin_parity[cur_tid] = parity & 1;
  spin_seen[cur_tid] = mbar_progress;
  thr_state[cur_tid] = ST_SPIN;
  mbar_spins++;
  to_scheduler();
  b = mbar_find(mbar, "mbarrier.try_wait.parity");
  if ((b->phase & 1) == (uint32_t)(parity & 1)) {
    tc_deliver(mbar);
    tma_deliver(b);
  }
  return (b->phase & 1) != (uint32_t)(parity & 1);
}

static void cluster_summary(char *buf, size_t n);

/* After a run of the scheduler: makes spinning threads runnable again. 0: no
 * thread spins; > 0: threads woken (some mbarrier changed since they began
 * to spin, or they get a time-out); -1: the launch has failed (with `report`:
 * they all spin with nothing changed and were timed out before, a deadlock);
 * -2 (without `report`): they all spin with nothing changed, the CTA waits
 * for the other CTAs of its cluster (a deadlock when none of them can run
 * either: then the scheduler calls it again with `report`). */
static int wake_spinners(int report) {
  int spinning = 0, woke = 0, first = -1, barrier = 0, warp = 0, done = 0, cluster = 0;
  for (int t = 0; t < nthreads; t++)
    if (thr_state[t] == ST_SPIN) {
      spinning++;
      if (spin_seen[t] != mbar_progress) thr_state[t] = ST_RUN, woke++;
    }
  if (!spinning || woke) return woke;
  for (int t = 0; t < nthreads; t++)
    if (thr_state[t] == ST_SPIN && spin_timeout[t] != mbar_progress) {
      spin_timeout[t] = mbar_progress;
      thr_state[t] = ST_RUN;
      woke++;
    }
  if (woke) return woke;
  /* the threads a named barrier releases may arrive on the mbarriers */
  int ready = named_barrier_ready();
  if (ready != -1) return ready == -2 ? -1 : 0;
  if (!report) return -2;
  for (int t = 0; t < nthreads; t++) {
    if (thr_state[t] == ST_SPIN && first < 0) first = t;
    barrier += thr_state[t] == ST_BARRIER;
    warp += thr_state[t] == ST_WARP;
    done += thr_state[t] == ST_DONE;
    cluster += thr_state[t] == ST_CLUSTER;
  }
  const mbar_t *b = NULL;
  for (int i = 0; i < nmbars; i++)
    if (mbars[i].addr == spin_on[first]) b = &mbars[i];
  int region = -1;
  size_t off = 0;
  shadow_of(spin_on[first], &region, &off);
  char tx[160] = "";
  if (b && (b->tx || tma_bytes_on(b->addr)))
    snprintf(tx, sizeof tx, ", tx-count %lld: transaction bytes expected (expect_tx) and never completed by a TMA load, "
             "%llu bytes of TMA loads in flight on it", (long long)b->tx, (unsigned long long)tma_bytes_on(b->addr));
  char others[1024] = "";
  if (cluster) snprintf(others, sizeof others, ", %d at barrier.cluster.wait", cluster);
  cluster_summary(others + strlen(others), sizeof others - strlen(others));
  fail("mbarrier deadlock in block (%u, %u, %u): %d threads wait on mbarriers (first: thread %d, parity %d on the "
       "mbarrier at %s+%zu, in phase %u with %d of %d arrivals pending%s) and nothing can arrive: %d threads wait at a "
       "barrier, %d at a warp-collective op, %d returned%s",
       cta[0], cta[1], cta[2], spinning, first, spin_parity[first], region >= 0 && smem_name[region] ? smem_name[region] : "?",
       off, b ? b->phase : 0, b ? b->pending : 0, b ? b->expected : 0, tx, barrier, warp, done, others);
  return -1;
}

/* ---------------------------------------------------------------- cp.async */
/* Ampere's asynchronous copies (PTX ISA, "Data Movement and Conversion
 * Instructions: cp.async", cp.async.commit_group, cp.async.wait_group /
 * wait_all). cp.async.{ca,cg}.shared.global [dst], [src], cp-size{, src-size}
 * copies cp-size (4, 8, 16; .cg only 16) bytes from global to shared memory;
 * with src-size < cp-size only src-size bytes are read and the rest of the
 * destination is zero-filled. The copies a thread issues after its last
 * commit_group form one cp.async-group when it commits; wait_group N makes
 * the thread wait until at most N of its most recent groups are pending (all
 * older ones complete), wait_all for all of its copies, committed or not
 * (commit_group + wait_group 0). A completed copy's writes are visible to the
 * issuing thread; other threads see them after a barrier that follows the
 * wait.
 *
 * Emulated lazily: each thread keeps a queue of its issued copies (in issue
 * order, so groups are non-decreasing) and a copy is carried out when its
 * thread's wait lets its group complete: then the source is read (a kernel
 * that changes the source in between is not modelled), the destination
 * written, zero fill included, and with the race check recorded as a store
 * of the issuing thread in the phase of the wait. From issue to completion
 * the destination bytes are marked pending in the shadow (shadow_t.pending),
 * and any shared load or store of a pending byte by any thread (the issuing
 * one too), including ldmatrix/stmatrix rows and the tensor-core operand
 * reads, is a race (cpa_race; races_fatal), as is a cp.async onto a pending
 * byte: on a GPU the copy lands at an unknown time until the wait. At issue
 * the destination is also checked against the phase's other accesses as a
 * store of the copied values would be (WAR, WAW), since the copy may land at
 * once. A thread that returns with copies in its queue fails the launch.
 * Addresses: dst must be cp-size aligned inside one shared global, src
 * cp-size aligned (unless src-size is 0); 0 <= src-size <= cp-size. */
typedef struct {
  uint8_t *dst;
  const uint8_t *src;
  int32_t size, src_size, site, race_check;
  uint32_t group;
} cpa_copy_t;

/* Per CTA, per thread: */
static cpa_copy_t **cpa_queue;
static int *cpa_len, *cpa_cap;
static uint32_t *cpa_committed; /* groups the thread has committed in this CTA */
static int *cpa_last_wait;      /* its last wait_group's N; -1 none yet, -2 wait_all */
static long cpa_copies_done;

long emu_cp_async_count(void) { return cpa_copies_done; }

static void cpa_set_pending(const cpa_copy_t *c, int on) {
  for (int k = 0; k < c->size; k++) {
    int region;
    size_t off;
    shadow_t *sh = shadow_of(c->dst + k, &region, &off);
    if (sh) sh->pending = on != 0;
  }
}

/* At the start of each CTA (and after a launch that failed with copies in
 * flight): empty queues, no pending bytes. */
static void cpa_cta_begin(void) {
  for (int t = 0; t < EMU_MAX_THREADS; t++) {
    for (int i = 0; i < cpa_len[t]; i++) cpa_set_pending(&cpa_queue[t][i], 0);
    cpa_len[t] = 0;
    cpa_committed[t] = 0;
    cpa_last_wait[t] = -1;
  }
}

/* Thread `tid` accesses (`what`) a pending byte: names the copy that will
 * write it (the slow path only: a scan of every queue). */
static void cpa_race(int tid, int region, size_t offset, const char *what) {
  if (!races_fatal) return;
  if (tma_race(tid, region, offset, what)) return;
  const uint8_t *p = (const uint8_t *)smem_ptr[region] + offset;
  const cpa_copy_t *c = NULL;
  int owner = -1;
  for (int t = 0; t < EMU_MAX_THREADS && !c; t++)
    for (int i = 0; i < cpa_len[t] && !c; i++)
      if (p >= cpa_queue[t][i].dst && p < cpa_queue[t][i].dst + cpa_queue[t][i].size) c = &cpa_queue[t][i], owner = t;
  char group[96] = "?", last[64] = "none";
  if (c && c->group >= cpa_committed[owner])
    snprintf(group, sizeof group, "not committed yet, after the %u groups it committed", cpa_committed[owner]);
  else if (c)
    snprintf(group, sizeof group, "in group %u of the %u it committed, counted from 0", c->group, cpa_committed[owner]);
  if (c && cpa_last_wait[owner] == -2) snprintf(last, sizeof last, "cp.async.wait_all");
  else if (c && cpa_last_wait[owner] >= 0) snprintf(last, sizeof last, "cp.async.wait_group %d", cpa_last_wait[owner]);
  fail("cp.async race in block (%u, %u, %u) after barrier %d of the CTA: thread %d %s shared byte %s+%zu that an "
       "in-flight cp.async #%d of thread %d (not yet waited for with cp.async.wait_group) will write (the copy is %s; "
       "the thread's last wait: %s)",
       cta[0], cta[1], cta[2], cta_phase_index, tid, what, smem_name[region] ? smem_name[region] : "?", offset,
       c ? c->site : 0, owner, group, last);
  abort_thread();
}

/* Fails the launch for copy `site` (`what`: "cp.async", "TMA load (...)")
 * of the current thread, with the reason fmt, and stops the thread. */
static void site_vfail(const char *what, int site, const char *fmt, va_list ap) {
  char why[512];
  vsnprintf(why, sizeof why, fmt, ap);
  fail("%s #%d in block (%u, %u, %u) thread %d: %s", what, site, cta[0], cta[1], cta[2], cur_tid, why);
  abort_thread();
}

static void cpa_fail(int site, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  site_vfail("cp.async", site, fmt, ap);
  va_end(ap);
}

/* cp.async.{ca,cg}.shared.global [dst], [src], cp_size, src_size (the rewrite
 * passes src_size = cp_size for the forms without it). */
void __emu_cp_async(int32_t site, int32_t race_check, uint8_t *dst, const uint8_t *src, int32_t cp_size,
                    int32_t src_size) {
  if (cp_size != 4 && cp_size != 8 && cp_size != 16) cpa_fail(site, "cp-size %d (4, 8 or 16)", cp_size);
  if (src_size < 0 || src_size > cp_size)
    cpa_fail(site, "src-size %d is not in 0..%d (the cp-size)", src_size, cp_size);
  if ((uintptr_t)dst % (uintptr_t)cp_size || !in_smem(dst, (size_t)cp_size))
    cpa_fail(site, "the destination %p is not %d aligned bytes of one shared global", (void *)dst, cp_size);
  if (src_size > 0 && (uintptr_t)src % (uintptr_t)cp_size)
    cpa_fail(site, "the source %p is not %d-byte aligned", (const void *)src, cp_size);
  int tid = cur_tid;
  if (race_check)
    for (int k = 0; k < cp_size; k++) {
      int region;
      size_t off;
      shadow_t *sh = shadow_of(dst + k, &region, &off);
      if (sh->pending) {
        char what[64];
        snprintf(what, sizeof what, "issues cp.async #%d onto", site);
        cpa_race(tid, region, off, what);
      }
      /* the value the copy will write (the source as it is now) */
      uint8_t v = k < src_size ? src[k] : 0;
      if (sh->w_phase == phase && sh->w_tid != tid && sh->w_val != v)
        race("WAW", region, off, tid, sh->w_tid, "issues a cp.async that writes another value to a byte written by");
      if (v != dst[k] && sh->r_phase == phase) {
        int other = other_reader(readers_of(region, off), tid);
        if (other >= 0) race("WAR", region, off, tid, other, "issues a cp.async that overwrites a byte read by");
      }
    }
  if (cpa_len[tid] == cpa_cap[tid]) {
    int cap = cpa_cap[tid] ? 2 * cpa_cap[tid] : 16;
    cpa_copy_t *q = realloc(cpa_queue[tid], (size_t)cap * sizeof *q);
    if (!q) cpa_fail(site, "out of memory for the copies in flight");
    cpa_queue[tid] = q;
    cpa_cap[tid] = cap;
  }
  cpa_copy_t *c = &cpa_queue[tid][cpa_len[tid]++];
  *c = (cpa_copy_t){dst, src, cp_size, src_size, site, race_check, cpa_committed[tid]};
  cpa_set_pending(c, 1);
}

void __emu_cp_async_commit(void) { cpa_committed[cur_tid]++; }

/* Carries out the running thread's copies of the groups before `limit`
 * (the queue's prefix). */
static void cpa_complete(int64_t limit) {
  int tid = cur_tid, n = 0;
  while (n < cpa_len[tid] && (int64_t)cpa_queue[tid][n].group < limit) {
    const cpa_copy_t *c = &cpa_queue[tid][n++];
    cpa_set_pending(c, 0);
    memcpy(prestore_bytes, c->dst, (size_t)c->size);
    memcpy(c->dst, c->src, (size_t)c->src_size);
    memset(c->dst + c->src_size, 0, (size_t)(c->size - c->src_size));
    if (c->race_check) smem_poststore_by(tid, c->dst, c->size);
    cpa_copies_done++;
  }
  cpa_len[tid] -= n;
  memmove(cpa_queue[tid], cpa_queue[tid] + n, (size_t)cpa_len[tid] * sizeof(cpa_copy_t));
}

/* cp.async.wait_group n: the groups before the n most recent complete. */
void __emu_cp_async_wait(int32_t n) {
  if (n < 0) {
    fail("cp.async.wait_group %d in block (%u, %u, %u) thread %d: a negative group count", n, cta[0], cta[1], cta[2],
         cur_tid);
    abort_thread();
  }
  cpa_last_wait[cur_tid] = n;
  cpa_complete((int64_t)cpa_committed[cur_tid] - n);
}

/* cp.async.wait_all: commit_group, then wait_group 0. */
void __emu_cp_async_wait_all(void) {
  cpa_committed[cur_tid]++;
  cpa_last_wait[cur_tid] = -2;
  cpa_complete((int64_t)cpa_committed[cur_tid]);
}

/* When a thread returns: copies still in its queue were never waited for. */
static void cpa_thread_end(void) {
  int tid = cur_tid;
  if (!cpa_len[tid]) return;
  const cpa_copy_t *c = &cpa_queue[tid][0];
  int region = -1;
  size_t off = 0;
  shadow_of(c->dst, &region, &off);
  fail("cp.async in block (%u, %u, %u): thread %d exits with %d cp.async copies never waited for (no "
       "cp.async.wait_group / wait_all completes them; the first: cp.async #%d of %d bytes to %s+%zu)",
       cta[0], cta[1], cta[2], tid, cpa_len[tid], c->site, c->size,
       region >= 0 && smem_name[region] ? smem_name[region] : "?", off);
}

/* ---------------------------------------------------------------- TMA */
/* Hopper's tensor loads (PTX ISA, "cp.async.bulk.tensor"):
 * cp.async.bulk.tensor.<n>d.shared::cta.global.tile.mbarrier::complete_tx::bytes
 * [dst], [tmap, {c0, ..., c<n-1>}], [mbar] copies one box of the tensor the
 * 128-byte descriptor at tmap (a CUtensorMap; 64-byte aligned, a kernel
 * parameter) describes into shared memory at dst, then performs complete_tx
 * of the box's bytes on the mbarrier. Coordinates are elements, innermost
 * first, signed: elements outside [0, d[i]) in any dimension are written as
 * zero (and count in the bytes).
 * The descriptor (docs/design/tma-descriptors.md, "Word layout"; 16
 * little-endian u64 words): w0 bits 4-56 the global address (bits 0-3 and
 * 57-63 must be 0: the address is 16-byte aligned); w1 bits 4-6 rank - 1 (1
 * to 4 here: the rank-5 layout is unknown), 7-10 the element format (0 8-bit,
 * 2 32-bit integer, 6 f16, 7 f32, 9 f64, 10 bf16), 13-14 the swizzle (0 none,
 * 1 32 B, 2 64 B, 3 128 B), 19 with the 128-byte swizzle: in 32-byte atoms, 32-63 S[1] >> 4; w2 S[2] >> 4 | (S[3] >> 4) << 32
 * (S[i] the byte stride of dimension i, counted from the innermost, whose
 * element stride is 1); w4 (d[0] - 1) | (d[1] - 1) << 32, w5 the same for
 * d[2], d[3]; w6 bits 56-63 box[0] - 1; w7 byte i - 1 box[i] - 1. Checked:
 * the inner box row (box[0] times the element size) a multiple of 16 bytes
 * and, swizzled, at most the swizzle span; dst aligned to 128 bytes (256,
 * 512, 1024 with the 32, 64, 128-byte swizzle: the pattern's atom) and every
 * written byte inside one shared global; the mbarrier initialized; the
 * instruction's rank that of the descriptor.
 * The box lands densely (innermost dimension fastest, rows of box[0]
 * elements); with a swizzle each 16-byte chunk at byte offset o from dst goes
 * to o ^ ((o >> 7) & m) << 4 (m = 7, 3, 1 for 128, 64, 32 bytes: bits 4-6
 * XOR bits 7-9, bits 4-5 XOR 7-8, bit 4 XOR 7; dst is aligned to the atom, so
 * offsets from dst and from the 1024-byte aligned shared window agree); with
 * bit 19 (CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B: 32-byte chunks within the
 * 128-byte span) to o ^ ((o >> 7) & 3) << 5 (bits 5-6 XOR bits 7-8,
 * CuTe's Swizzle<2,5,2>), dst aligned to 1024 bytes as for the 128-byte one.
 * Emulated lazily: at issue the source box is read (a kernel that changes it
 * afterwards is not modelled) and the destination bytes are marked pending
 * (shadow_t.pending, as for cp.async: any shared load or store of them by any
 * thread, a cp.async or another TMA load onto them, is a race; with the race
 * check the destination is also checked against the phase's other accesses,
 * WAR and WAW, as a store of the copied values would be). The copy lands, and
 * completes its bytes on the mbarrier (tx-count -= bytes), only when a thread
 * waits for the mbarrier's current phase (mbarrier.try_wait.parity with its
 * parity; a wait for the completed phase before it returns at once) once all
 * the phase's arrivals have been made: then the bytes are written (with the race check
 * recorded as stores of the issuing thread), their pending marks cleared, and
 * the phase completes if its tx-count is 0, which orders them before every
 * access after it. So a missing wait reads bytes in flight (reported), a
 * tx-count that never reaches 0 (expect_tx of more bytes than the loads
 * bring) is an mbarrier deadlock, and a CTA that ends with loads in flight
 * fails the launch; mbarrier.init or inval of an mbarrier with loads in
 * flight on it fails too. */
typedef struct {
  uint8_t *dst;
  const void *mbar;
  uint8_t *data; /* the box as read at issue: dense, not swizzled */
  uint32_t bytes, swz;
  uint32_t mbar_phase; /* the mbarrier's completed phases at issue */
  int32_t site, race_check, tid;
  int32_t src_rank; /* the issuing thread's cluster rank (another CTA's for a multicast) */
  int32_t bar_rank; /* the cluster rank whose mbarrier it completes on (the peer's: .cta_group::2) */
} tma_copy_t;
/* The loads in flight into cluster rank r's shared memory (its list). */
static tma_copy_t *tma_list(int r, int *n);

typedef struct {
  uint64_t addr;
  int rank, esize, swizzle; /* swizzle: 0 none, 1 32 B, 2 64 B, 3 128 B */
  int atom32;               /* word 1 bit 19: the 128-byte swizzle in 32-byte atoms */
  uint64_t dim[4], stride[4]; /* stride in bytes; stride[0] = esize */
  uint32_t box[4];
} tma_desc_t;

static tma_copy_t *tma_flight;
static int tma_len, tma_cap;
static long tma_loads_done;
static long tma_stores_done;
static int tma_storing; /* in __emu_tma_store: its failures name it */
static uint64_t tma_bytes_done;

long emu_tma_load_count(void) { return tma_loads_done; }
long emu_tma_store_count(void) { return tma_stores_done; }
uint64_t emu_tma_byte_count(void) { return tma_bytes_done; }

/* The swizzle pattern `swz` (tma_pattern): bits 0-2 the mask of the 16-byte
 * unit bits XORed with bits 7-9 of the offset; TMA_ATOM32 the 128-byte
 * swizzle of 32-byte atoms instead (bits 5-6 XOR bits 7-8: Swizzle<2,5,2>). */
#define TMA_ATOM32 0x100u
static uint32_t tma_swizzle(uint32_t off, uint32_t swz) {
  if (swz & TMA_ATOM32) return off ^ (((off >> 7) & 3u) << 5);
  return off ^ (((off >> 7) & swz) << 4);
}

/* " of cluster rank R" when rank r is not the running CTA's (a multicast
 * issued by another CTA of the cluster), else "". */
static const char *rank_of(int r, char *buf, size_t n) {
  if (r == cur_rank) return "";
  snprintf(buf, n, " of cluster rank %d", r);
  return buf;
}

static void tma_set_pending(const tma_copy_t *c, int on) {
  for (uint32_t o = 0; o < c->bytes; o += 16)
    for (int k = 0; k < 16; k++) {
      int region;
      size_t off;
      shadow_t *sh = shadow_of(c->dst + tma_swizzle(o, c->swz) + k, &region, &off);
      if (sh) sh->pending = on != 0;
    }
}

/* At the start of each CTA (and after a launch that failed with loads in
 * flight): none in flight, no pending bytes. */
static void tma_cta_begin(void) {
  for (int i = 0; i < tma_len; i++) {
    tma_set_pending(&tma_flight[i], 0);
    free(tma_flight[i].data);
  }
  tma_len = 0;
}

/* The bytes of the loads in flight (into any CTA of the cluster) that
 * complete on the running CTA's mbarrier at mbar. */
static uint64_t tma_bytes_on(const void *mbar) {
  uint64_t n = 0;
  for (int q = 0; q < cluster_ctas; q++) {
    int len;
    const tma_copy_t *list = tma_list(q, &len);
    for (int i = 0; i < len; i++)
      if (list[i].mbar == mbar && list[i].bar_rank == cur_rank) n += list[i].bytes;
  }
  return n;
}

/* The in-flight load that will write the shared byte p, or NULL. */
static const tma_copy_t *tma_writer(const uint8_t *p) {
  for (int i = 0; i < tma_len; i++) {
    const tma_copy_t *c = &tma_flight[i];
    if (p < c->dst) continue;
    size_t off = (size_t)(p - c->dst);
    /* the swizzle keeps bits 7 and up of the offset and is its own inverse */
    if (off < ((size_t)c->bytes + 127) / 128 * 128 && tma_swizzle((uint32_t)off, c->swz) < c->bytes) return c;
  }
  return NULL;
}

/* Thread `tid` accesses (`what`) a pending byte that a TMA load will write:
 * reports it (1), or 0 when no TMA load writes it (a cp.async does). */
static int tma_race(int tid, int region, size_t offset, const char *what) {
  const tma_copy_t *c = tma_writer((const uint8_t *)smem_ptr[region] + offset);
  if (!c) return 0;
  char bar[96], from[48], owner[48];
  fail("TMA race in block (%u, %u, %u) after barrier %d of the CTA: thread %d %s shared byte %s+%zu that an "
       "in-flight TMA load (cp.async.bulk.tensor #%d of thread %d%s, %u bytes, completing on the mbarrier at %s%s in "
       "its phase %u) will write: no mbarrier.try_wait.parity has observed that phase's completion",
       cta[0], cta[1], cta[2], cta_phase_index, tid, what, smem_name[region] ? smem_name[region] : "?", offset, c->site,
       c->tid, rank_of(c->src_rank, from, sizeof from), c->bytes, smem_where(c->mbar, bar, sizeof bar),
       rank_of(c->bar_rank, owner, sizeof owner), c->mbar_phase);
  abort_thread();
  return 1;
}

/* Fails when a load (into any CTA of the cluster) is in flight on the
 * running CTA's mbarrier at mbar. */
static void tma_check_idle(const void *mbar, const char *what) {
  for (int q = 0; q < cluster_ctas; q++) {
    int len;
    const tma_copy_t *list = tma_list(q, &len);
    for (int i = 0; i < len; i++)
      if (list[i].mbar == mbar && list[i].bar_rank == cur_rank) {
        char bar[96], from[48], into[48] = "";
        if (q != cur_rank) snprintf(into, sizeof into, " into cluster rank %d", q);
        fail("%s in block (%u, %u, %u) thread %d: TMA load #%d of thread %d%s (%u bytes%s) is in flight on the "
             "mbarrier at %s (no mbarrier.try_wait.parity has observed its completion)",
             what, cta[0], cta[1], cta[2], cur_tid, list[i].site, list[i].tid,
             rank_of(list[i].src_rank, from, sizeof from), list[i].bytes, into, smem_where(mbar, bar, sizeof bar));
        abort_thread();
      }
  }
}

static void tma_fail(int site, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  site_vfail(tma_storing ? "TMA store (cp.async.bulk.tensor)" : "TMA load (cp.async.bulk.tensor)", site, fmt, ap);
  va_end(ap);
}

/* Decodes the descriptor at w for an instruction of `rank` dimensions; NULL,
 * or why it cannot be used (in why). */
static const char *tma_decode(const uint64_t *w, int rank, tma_desc_t *d, char *why, size_t n) {
  static const int format_bytes[16] = {1, -1, 4, -1, -1, -1, 2, 4, -1, 8, 2, -1, -1, -1, -1, -1};
  memset(d, 0, sizeof *d);
  if (w[0] & 0xf) {
    snprintf(why, n, "bad descriptor: the global address 0x%llx (word 0) is not 16-byte aligned",
             (unsigned long long)w[0]);
    return why;
  }
  if (w[0] >> 57) {
    snprintf(why, n, "bad descriptor: word 0 (0x%llx) has bits 57-63 set (the global address is bits 4-56)",
             (unsigned long long)w[0]);
    return why;
  }
  d->addr = w[0];
  d->rank = (int)(w[1] >> 4 & 7) + 1;
  if (d->rank > 4) {
    snprintf(why, n, "a rank-%d descriptor is not emulated (the word layout of rank 5 is not known)", d->rank);
    return why;
  }
  if (d->rank != rank) {
    snprintf(why, n, "the descriptor has rank %d, the instruction (tile.%dd) %d coordinates", d->rank, rank, rank);
    return why;
  }
  int code = (int)(w[1] >> 7 & 15);
  d->esize = format_bytes[code];
  if (d->esize < 0) {
    snprintf(why, n, "bad descriptor: unknown element format code %d (word 1 bits 7-10)", code);
    return why;
  }
  d->swizzle = (int)(w[1] >> 13 & 3);
  d->atom32 = (int)(w[1] >> 19 & 1);
  if (d->atom32 && d->swizzle != 3) {
    snprintf(why, n, "bad descriptor: 32-byte swizzle atoms (word 1 bit 19) without the 128-byte swizzle");
    return why;
  }
  d->stride[0] = (uint64_t)d->esize;
  d->stride[1] = (w[1] >> 32) << 4;
  d->stride[2] = (w[2] & 0xffffffffull) << 4;
  d->stride[3] = (w[2] >> 32) << 4;
  d->dim[0] = (w[4] & 0xffffffffull) + 1;
  d->dim[1] = (w[4] >> 32) + 1;
  d->dim[2] = (w[5] & 0xffffffffull) + 1;
  d->dim[3] = (w[5] >> 32) + 1;
  d->box[0] = (uint32_t)(w[6] >> 56) + 1;
  for (int i = 1; i < 4; i++) d->box[i] = (uint32_t)(w[7] >> (8 * (i - 1)) & 0xff) + 1;
  for (int i = d->rank; i < 4; i++) d->dim[i] = d->box[i] = 1, d->stride[i] = 0;
  uint32_t inner = d->box[0] * (uint32_t)d->esize;
  if (inner % 16) {
    snprintf(why, n, "bad descriptor: the inner box row is %u bytes (%u elements of %d bytes), not a multiple of 16",
             inner, d->box[0], d->esize);
    return why;
  }
  if (d->swizzle && inner > (16u << d->swizzle)) {
    snprintf(why, n, "bad descriptor: the inner box row is %u bytes, wider than its %u-byte swizzle", inner,
             16u << d->swizzle);
    return why;
  }
  return NULL;
}

/* The swizzle pattern of a decoded descriptor (tma_swizzle). */
static uint32_t tma_pattern(const tma_desc_t *d) {
  if (d->atom32) return TMA_ATOM32;
  return d->swizzle ? (1u << d->swizzle) - 1 : 0;
}

/* Whether element e (innermost fastest) of the box of d at coordinates at
 * lies inside the tensor (a TMA load reads one outside as zero, a TMA store
 * does not write it); its global address in *g. */
static int tma_element(const tma_desc_t *d, const int64_t at[4], uint64_t e, uint64_t *g) {
  *g = d->addr;
  for (int i = 0; i < 4; i++) {
    int64_t c = at[i] + (int64_t)(e % d->box[i]);
    e /= d->box[i];
    if (c < 0 || (uint64_t)c >= d->dim[i]) return 0;
    *g += (uint64_t)c * d->stride[i];
  }
  return 1;
}

/* The mbarrier at mbar of cluster rank bar_rank that a load completes on:
 * the running CTA's, or (.cta_group::2) its peer's, which must be running
 * and have initialized it. */
static mbar_t *tma_mbar(int site, void *mbar, int bar_rank) {
  char what[64];
  snprintf(what, sizeof what, "TMA load #%d", site);
  if (bar_rank == cur_rank) return mbar_find(mbar, what);
  char bar[96];
  if (rank_done(bar_rank))
    tma_fail(site, "the CTA of cluster rank %d, whose mbarrier at %s the load completes on, has exited", bar_rank,
             smem_where(mbar, bar, sizeof bar));
  mbar_t *b = mbar_in(bar_rank, mbar);
  if (!b)
    tma_fail(site, "the mbarrier at %s of cluster rank %d is not initialized (no mbarrier.init in that CTA)",
             smem_where(mbar, bar, sizeof bar), bar_rank);
  return b;
}

/* cp.async.bulk.tensor.<rank>d.shared::cta.global.tile.mbarrier::complete_tx::bytes
 * [dst], [tmap, {c0, ...}], [mbar] (the rewrite pads the coordinates to 5),
 * into the running CTA (the issuing one, or for a multicast the destination
 * CTA switched to: __emu_tma_load_cluster), completing on the mbarrier of
 * cluster rank bar_rank (the running CTA, or with .cta_group::2 its peer). */
static void tma_load(int32_t site, int32_t race_check, uint8_t *dst, void *mbar, int bar_rank, const uint64_t *tmap,
                     int32_t rank, int32_t c0, int32_t c1, int32_t c2, int32_t c3, int32_t c4) {
  (void)c4;
  char why[256];
  tma_desc_t d;
  if ((uintptr_t)tmap % 64) tma_fail(site, "the tensor map %p is not 64-byte aligned", (const void *)tmap);
  if (tma_decode(tmap, rank, &d, why, sizeof why)) tma_fail(site, "%s", why);
  mbar_t *b = tma_mbar(site, mbar, bar_rank);
  uint32_t align = d.swizzle ? 128u << d.swizzle : 128u;
  if ((uintptr_t)dst % align)
    tma_fail(site, "the shared destination %p is not %u-byte aligned (%s)", (void *)dst, align,
             d.swizzle ? "the swizzle pattern's atom" : "TMA's minimum");
  uint64_t count = 1;
  for (int i = 0; i < d.rank; i++) count *= d.box[i];
  uint32_t bytes = (uint32_t)(count * (uint64_t)d.esize);
  uint32_t mask = tma_pattern(&d);
  for (uint32_t o = 0; o < bytes; o += 16)
    if (!in_smem(dst + tma_swizzle(o, mask), 16))
      tma_fail(site, "the box (%u bytes) at %p does not lie inside one shared global", bytes, (void *)dst);
  tma_check_wgmma(site, dst, bytes);
  uint8_t *data = malloc(bytes);
  if (!data) tma_fail(site, "out of memory for the box");
  /* the box, innermost fastest; elements outside the tensor are 0 */
  int64_t at[4] = {c0, c1, c2, c3};
  for (uint64_t e = 0; e < count; e++) {
    uint64_t g;
    if (tma_element(&d, at, e, &g))
      memcpy(data + e * (uint64_t)d.esize, (const uint8_t *)(uintptr_t)g, (size_t)d.esize);
    else
      memset(data + e * (uint64_t)d.esize, 0, (size_t)d.esize);
  }
  int tid = cur_tid;
  if (race_check)
    for (uint32_t o = 0; o < bytes; o += 16)
      for (int k = 0; k < 16; k++) {
        uint8_t *p = dst + tma_swizzle(o, mask) + k;
        int region;
        size_t off;
        shadow_t *sh = shadow_of(p, &region, &off);
        if (sh->pending) {
          char issue[64];
          snprintf(issue, sizeof issue, "issues TMA load #%d onto", site);
          cpa_race(tid, region, off, issue);
        }
        uint8_t v = data[o + (uint32_t)k];
        if (sh->w_phase == phase && sh->w_tid != tid && sh->w_val != v)
          race("WAW", region, off, tid, sh->w_tid, "issues a TMA load that writes another value to a byte written by");
        if (v != *p && sh->r_phase == phase) {
          int other = other_reader(readers_of(region, off), tid);
          if (other >= 0) race("WAR", region, off, tid, other, "issues a TMA load that overwrites a byte read by");
        }
      }
  if (tma_len == tma_cap) {
    int cap = tma_cap ? 2 * tma_cap : 16;
    tma_copy_t *q = realloc(tma_flight, (size_t)cap * sizeof *q);
    if (!q) tma_fail(site, "out of memory for the loads in flight");
    tma_flight = q;
    tma_cap = cap;
  }
  tma_copy_t *c = &tma_flight[tma_len++];
  *c = (tma_copy_t){dst, mbar, data, bytes, mask, b->phase, site, race_check, tid,
                     remote_home >= 0 ? remote_home : cur_rank, bar_rank};
  tma_set_pending(c, 1);
  mbar_progress++; /* a wait on its mbarrier (in any CTA) can now land it */
}

void __emu_tma_load(int32_t site, int32_t race_check, uint8_t *dst, void *mbar, const uint64_t *tmap, int32_t rank,
                    int32_t c0, int32_t c1, int32_t c2, int32_t c3, int32_t c4) {
  tma_load(site, race_check, dst, mbar, cur_rank, tmap, rank, c0, c1, c2, c3, c4);
}

/* cp.async.bulk.tensor.<rank>d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
 * [.multicast::cluster][.cta_group::1/2] [dst], [tmap, {c0, ...}], [mbar][, ctamask]
 * (llvm.nvvm.cp.async.bulk.tensor.g2s.tile.<rank>d; use_mask: the multicast;
 * cta_group 0 none, 1 or 2). Without the multicast: the TMA load above (dst
 * in the issuing CTA: a mapa address of another CTA is not emulated),
 * completing on the issuing CTA's mbarrier or, with .cta_group::2, on the
 * peer's when mbar is a mapa address of the peer (as NVIDIA's 2-CTA
 * kernels signal the even-rank CTA's full mbarrier). With the multicast
 * (cta_group 0 or 1) the box lands at dst's CTA-relative address in the
 * shared memory of every CTA of the cluster whose rank has its bit in
 * ctamask (the issuing one only if its bit is set) and completes its bytes
 * on the mbarrier at mbar's CTA-relative address there: in each
 * destination the TMA load above, made in that CTA (its checks, pending
 * bytes and lazy delivery on its mbarrier; "clusters", below). A
 * destination CTA that has returned fails the launch. */
void __emu_tma_load_cluster(int32_t site, int32_t race_check, uint8_t *dst, void *mbar, const uint64_t *tmap,
                            int32_t rank, int32_t c0, int32_t c1, int32_t c2, int32_t c3, int32_t c4, int32_t ctamask,
                            int32_t use_mask, int32_t cta_group) {
  int dst_rank, bar_rank;
  uint8_t *d = dsmem_addr(dst, &dst_rank);
  void *bar = dsmem_addr(mbar, &bar_rank);
  if (cta_group < 0 || cta_group > 2) tma_fail(site, "cta_group %d (0, 1 or 2)", cta_group);
  char why[160];
  if (cta_group == 2 && pair_missing(why, sizeof why)) tma_fail(site, "%s", why);
  if (cta_group == 2 && use_mask) tma_fail(site, ".cta_group::2 with .multicast::cluster is not emulated");
  if (!use_mask) {
    if (dst_rank != cur_rank)
      tma_fail(site, "a destination in the shared memory of another CTA of the cluster (rank %d, a mapa address) is "
               "not emulated without .multicast::cluster", dst_rank);
    if (bar_rank != cur_rank && (cta_group != 2 || bar_rank != (cur_rank ^ 1)))
      tma_fail(site, "the mbarrier is in the shared memory of cluster rank %d (a mapa address): only .cta_group::2 "
               "signals another CTA's mbarrier, and only its peer's (rank %d)", bar_rank, cur_rank ^ 1);
    tma_load(site, race_check, d, bar, bar_rank, tmap, rank, c0, c1, c2, c3, c4);
    return;
  }
  uint32_t m = (uint32_t)ctamask & 0xffffu;
  if (m == 0 || (m >> cluster_ctas) != 0)
    tma_fail(site, "the CTA mask 0x%04x names no CTA, or a rank outside the cluster of %d CTAs", m, cluster_ctas);
  for (int r = 0; r < cluster_ctas; r++) {
    if (!(m >> r & 1)) continue;
    int token = remote_to(r, "TMA load (cp.async.bulk.tensor .multicast::cluster)");
    tma_load(site, race_check, d, bar, cur_rank, tmap, rank, c0, c1, c2, c3, c4);
    remote_leave(token);
  }
}

/* cp.async.bulk.tensor.<rank>d.global.shared::cta.tile.bulk_group [tmap,
 * {c0, ...}], [src] (the rewrite pads the coordinates to 5): one box of
 * the descriptor's tensor from shared memory at src (laid out as a TMA load
 * of the same box would write it: dense, swizzled) to global memory;
 * elements outside [0, d[i]) are not written. Done at issue: tileas waits
 * for its bulk stores right away (cp.async.bulk.wait_group 0, erased). The
 * reads of src are checked as the issuing thread's (a byte a copy has not
 * delivered yet is a race). */
void __emu_tma_store(int32_t site, int32_t race_check, const uint8_t *src, const uint64_t *tmap, int32_t rank,
                     int32_t c0, int32_t c1, int32_t c2, int32_t c3, int32_t c4) {
  (void)c4;
  char why[256];
  tma_desc_t d;
  tma_storing = 1;
  if ((uintptr_t)tmap % 64) tma_fail(site, "the tensor map %p is not 64-byte aligned", (const void *)tmap);
  if (tma_decode(tmap, rank, &d, why, sizeof why)) tma_fail(site, "%s", why);
  uint32_t align = d.swizzle ? 128u << d.swizzle : 128u;
  if ((uintptr_t)src % align)
    tma_fail(site, "the shared source %p of a TMA store is not %u-byte aligned", (const void *)src, align);
  uint64_t count = 1;
  for (int i = 0; i < d.rank; i++) count *= d.box[i];
  uint32_t bytes = (uint32_t)(count * (uint64_t)d.esize);
  uint32_t mask = tma_pattern(&d);
  for (uint32_t o = 0; o < bytes; o += 16) {
    const uint8_t *p = src + tma_swizzle(o, mask);
    if (!in_smem(p, 16))
      tma_fail(site, "the box (%u bytes) of a TMA store at %p does not lie inside one shared global", bytes,
               (const void *)src);
    for (int k = 0; k < 16; k++) {
      int region;
      size_t off;
      shadow_t *sh = shadow_of(p + k, &region, &off);
      if (sh->pending) cpa_race(cur_tid, region, off, "stores with TMA");
    }
    if (race_check) smem_load_by(cur_tid, p, 16);
  }
  int64_t at[4] = {c0, c1, c2, c3};
  for (uint64_t e = 0; e < count; e++) {
    uint64_t g;
    if (!tma_element(&d, at, e, &g)) continue;
    uint32_t o = (uint32_t)(e * (uint64_t)d.esize);
    uint32_t sw = tma_swizzle(o & ~15u, mask) | (o & 15u);
    memcpy((uint8_t *)(uintptr_t)g, src + sw, (size_t)d.esize);
  }
  tma_stores_done++;
  tma_storing = 0;
}

/* Lands the running CTA's loads in flight that complete on the mbarrier at
 * addr of cluster rank bar_rank: their bytes are written (with the race
 * check as stores of their issuing threads); returns how many bytes. */
static uint64_t tma_land(const void *addr, int bar_rank) {
  int kept = 0;
  uint64_t bytes = 0;
  for (int i = 0; i < tma_len; i++) {
    tma_copy_t *c = &tma_flight[i];
    if (c->mbar != addr || c->bar_rank != bar_rank) {
      tma_flight[kept++] = *c;
      continue;
    }
    tma_set_pending(c, 0);
    for (uint32_t o = 0; o < c->bytes; o += 16) {
      uint8_t *p = c->dst + tma_swizzle(o, c->swz);
      memcpy(prestore_bytes, p, 16);
      memcpy(p, c->data + o, 16);
      if (c->race_check) smem_poststore_by(c->tid, p, 16);
    }
    bytes += c->bytes;
    tma_loads_done++;
    tma_bytes_done += c->bytes;
    free(c->data);
  }
  tma_len = kept;
  return bytes;
}

/* A wait on the running CTA's mbarrier b: once all arrivals of its phase
 * are made, the TMA loads in flight on it land and complete their bytes
 * (the phase completes when its tx-count reaches 0): those into this CTA,
 * and those a peer issued into its own shared memory with .cta_group::2
 * (landed with that CTA bound; it is noted among the phase's arrivals, so
 * that the completion also ends a race-detector phase there). */
static void tma_deliver(mbar_t *b) {
  if (b->pending != 0) return;
  int me = cur_rank;
  uint64_t landed = tma_land(b->addr, me);
  for (int q = 0; q < cluster_ctas; q++) {
    int len, mine = 0;
    const tma_copy_t *list = q == me ? NULL : tma_list(q, &len);
    for (int i = 0; list && i < len && !mine; i++) mine = list[i].mbar == b->addr && list[i].bar_rank == me;
    if (!mine) continue;
    int token = remote_to(q, "TMA load (cp.async.bulk.tensor .cta_group::2, completing on a peer's mbarrier)");
    uint64_t bytes = tma_land(b->addr, me);
    remote_leave(token);
    landed += bytes;
    b->remote |= 1u << q;
  }
  if (landed) {
    b->tx -= (int64_t)landed;
    mbar_progress++;
    mbar_maybe_complete(b);
  }
}

/* At the end of a CTA: loads still in flight were never waited for (0 if none). */
static int tma_cta_end(void) {
  if (!tma_len) return 0;
  const tma_copy_t *c = &tma_flight[0];
  char where[96], bar[96], from[48], owner[48];
  fail("TMA in block (%u, %u, %u): the CTA ended with %d TMA loads in flight (the first: cp.async.bulk.tensor #%d of "
       "thread %d%s, %u bytes to %s, completing on the mbarrier at %s%s, whose phase %u no thread waited for with "
       "mbarrier.try_wait.parity)",
       cta[0], cta[1], cta[2], tma_len, c->site, c->tid, rank_of(c->src_rank, from, sizeof from), c->bytes,
       smem_where(c->dst, where, sizeof where), smem_where(c->mbar, bar, sizeof bar),
       rank_of(c->bar_rank, owner, sizeof owner), c->mbar_phase);
  return 1;
}

/* ---------------------------------------------------------------- clusters */
/* Thread-block clusters (PTX ISA, "Cluster of Cooperative Thread Arrays";
 * nvvm.cluster_dim with nvvm.blocksareclusters, emu_set_cluster). The CTAs of
 * a cluster run together: emu_launch runs one cluster after another, and the
 * CTAs of a cluster in rounds, each until none of its threads can run (all
 * returned, or waiting at a barrier, at barrier.cluster.wait or on
 * mbarriers that only another CTA can change), then the next (rank order;
 * reversed in the reverse thread order, shuffled each round in the shuffled
 * one). A deadlock is reported only when a whole round runs no thread.
 *
 * Per-CTA state lives in the slot of the CTA's cluster rank: its thread
 * contexts and states, warps, TMEM, wgmma groups, mbarriers, spinning
 * threads, tcgen05 MMAs, cp.async queues and TMA loads in flight (arrays the
 * runtime's names point into while the CTA is bound), its coordinates and
 * race-detector phase counters, and its shared-memory shadows and reader
 * masks. The module's shared globals are at fixed host addresses: the bound
 * CTA's contents are there, the others' in their slots (cluster_switch
 * copies them). So a CTA-relative shared address is the host address in
 * every CTA; mapa (__emu_mapa) returns it with rank + 1 in bits 56..60,
 * which the shared::cluster operations decode: a remote mbarrier arrival
 * and a multicast TMA load switch to the owning CTA, do the operation there
 * with the code above (its checks, its lazy delivery; remote_home names the
 * issuing CTA in messages and in the mbarrier phase's arrivals, whose
 * completion then also ends a race-detector phase in the arriving CTA) and
 * switch back. An operation on a CTA that has returned fails the launch. A
 * plain load or store through a shared::cluster pointer is not emulated (the
 * rewrite rejects it).
 *
 * The CTA pair (PTX ISA §9.7.16.5.1, the tcgen05 ops with .cta_group::2):
 * ranks 2p and 2p + 1 of a cluster of an even number of CTAs (otherwise
 * every cta_group::2 op fails). tcgen05.alloc/dealloc/relinquish_alloc_permit
 * .cta_group::2 act on the running CTA's TMEM, and the k-th allocations of
 * the two CTAs must be the same columns (tc_pair_alloc). The pair's MMA
 * (tc_mma_pair) is issued by a thread of the even rank: it reads the peer's
 * operands with the peer bound, writes the peer's TMEM in its slot, and
 * stays in flight in the issuer's list; a commit with a CTA mask
 * (.multicast::cluster) arrives on the mbarrier at its offset in each CTA
 * of the mask. A wait in any CTA completes, in every CTA whose list holds a
 * commit arriving on the waited mbarrier, what is in flight up to that
 * commit (tc_deliver, switched to that CTA: its MMAs' hashes cover both
 * CTAs' operands); TMEM accesses and deallocs look for the pair's MMAs in
 * the even rank's list too (tc_check_columns), mbarrier.init/inval for
 * commits of any CTA. A TMA load with .cta_group::2 may complete on the
 * peer's mbarrier (mbar a mapa address of the peer, as NVIDIA's 2-CTA
 * kernels signal the even rank's): it stays in the issuing CTA's list and
 * lands there when a thread of the peer waits on that mbarrier (tma_deliver,
 * which notes the issuing CTA among the phase's arrivals). */
#define EMU_PAIR_ALLOCS 64

typedef struct {
  ucontext_t ctx[EMU_MAX_THREADS];
  jmp_buf jmp[EMU_MAX_THREADS];
  int started[EMU_MAX_THREADS], state[EMU_MAX_THREADS], bar_id[EMU_MAX_THREADS], bar_count[EMU_MAX_THREADS];
  int cl_arrived[EMU_MAX_THREADS];
  warp_t warps[EMU_MAX_THREADS / EMU_WARP];
  uint32_t tmem[EMU_TMEM_LANES][EMU_TMEM_COLS];
  int tmem_start[EMU_TMEM_COLS], tmem_size[EMU_TMEM_COLS], tmem_warp[EMU_TMEM_COLS], tmem_group[EMU_TMEM_COLS];
  /* its tcgen05.alloc.cta_group::2 allocations (start | columns << 16), the
     last EMU_PAIR_ALLOCS of them, and how many it made (tc_pair_alloc) */
  uint32_t pair_allocs[EMU_PAIR_ALLOCS];
  int pair_nallocs;
  int wg_fenced[EMU_MAX_THREADS], wg_uncommitted[EMU_MAX_THREADS], wg_pending[EMU_MAX_THREADS];
  const uint8_t *wg_cur[EMU_MAX_THREADS][2][2];
  const uint8_t *wg_groups[EMU_MAX_THREADS][WG_GROUPS][2][2];
  uint32_t wg_areg[EMU_MAX_THREADS / EMU_WARP][EMU_WARP][4];
  mbar_t mbars[EMU_MAX_MBARS];
  uint64_t spin_seen[EMU_MAX_THREADS], spin_timeout[EMU_MAX_THREADS];
  const void *spin_on[EMU_MAX_THREADS];
  int spin_parity[EMU_MAX_THREADS];
  tc_flight_t tc_flight[EMU_TC_FLIGHT];
  cpa_copy_t *cpa_queue[EMU_MAX_THREADS];
  int cpa_len[EMU_MAX_THREADS], cpa_cap[EMU_MAX_THREADS];
  uint32_t cpa_committed[EMU_MAX_THREADS];
  int cpa_last_wait[EMU_MAX_THREADS];
} cta_arrays_t;

typedef struct {
  cta_arrays_t *a; /* calloc'd: pages are touched only as they are used */
  /* the scalars, saved while the CTA is not bound */
  uint32_t cta[3];
  uint32_t phase, first_phase;
  int phase_index, nmbars, tc_nflight, tma_len, tma_cap;
  tma_copy_t *tma_flight;
  /* per shared global: shadow, reader masks (rwords words a byte), contents while not bound */
  shadow_t *shadow[EMU_MAX_SMEM];
  uint64_t *readers[EMU_MAX_SMEM];
  uint8_t *saved[EMU_MAX_SMEM];
  int nshadows, nsaved, rwords;
  int done; /* every thread has returned */
} cta_slot_t;

static cta_slot_t cta_slots[EMU_MAX_CLUSTER];
static int *cl_arrived;   /* per CTA, per thread: cl_gen + 1 at its barrier.cluster.arrive, 0 after its wait */
static uint32_t cl_gen;   /* completed phases of the cluster barrier */
static long cluster_barriers_done;
static int rank_order[EMU_MAX_CLUSTER];

long emu_cluster_barrier_count(void) { return cluster_barriers_done; }

/* The cluster shape in CTAs (nvvm.cluster_dim; 1 x 1 x 1 when not called: no
 * clusters). emu_launch's grid counts CTAs and must be a multiple of it.
 * Returns 0, or -1 with emu_error() saying why. */
int emu_set_cluster(uint32_t x, uint32_t y, uint32_t z) {
  uint64_t n = (uint64_t)x * y * z;
  if (x == 0 || y == 0 || z == 0 || n > EMU_MAX_CLUSTER) {
    snprintf(errmsg, sizeof errmsg, "a cluster of %u x %u x %u CTAs (1 to %d CTAs are emulated)", x, y, z,
             EMU_MAX_CLUSTER);
    return -1;
  }
  cluster_dim[0] = x;
  cluster_dim[1] = y;
  cluster_dim[2] = z;
  cluster_ctas = (int)n;
  return 0;
}

/* Rank r's slot ready for a launch of nthreads threads: its arrays, shadows
 * and reader masks for every shared global, and (in a cluster) room for its
 * shared memory. 0, or -1 (failed: out of memory). */
static int slot_prepare(int r) {
  cta_slot_t *s = &cta_slots[r];
  int words = (nthreads + 63) / 64;
  if (!s->a && !(s->a = calloc(1, sizeof *s->a))) return -1;
  for (int i = 0; i < smem_count; i++) {
    if (i >= s->nshadows) {
      s->shadow[i] = calloc(smem_size[i], sizeof(shadow_t));
      s->readers[i] = NULL;
      s->nshadows = i + 1;
      if (!s->shadow[i]) return -1;
    }
    if (!s->readers[i] || s->rwords != words) {
      free(s->readers[i]);
      s->readers[i] = calloc(smem_size[i] * (size_t)words, sizeof(uint64_t));
      if (!s->readers[i]) return -1;
    }
    if (cluster_ctas > 1 && i >= s->nsaved) {
      if (!(s->saved[i] = malloc(smem_size[i]))) return -1;
      s->nsaved = i + 1;
    }
  }
  s->rwords = words;
  return 0;
}

/* Makes rank r's CTA the one the per-CTA names refer to (its scalars loaded;
 * the shared memory's contents are not touched). */
static void slot_bind(int r) {
  cta_slot_t *s = &cta_slots[r];
  cta_arrays_t *a = s->a;
  thr_ctx = a->ctx;
  thr_jmp = a->jmp;
  thr_started = a->started;
  thr_state = a->state;
  bar_id = a->bar_id;
  bar_count = a->bar_count;
  cl_arrived = a->cl_arrived;
  warps = a->warps;
  tmem = a->tmem;
  tmem_start = a->tmem_start;
  tmem_size = a->tmem_size;
  tmem_warp = a->tmem_warp;
  tmem_group = a->tmem_group;
  wg_fenced = a->wg_fenced;
  wg_uncommitted = a->wg_uncommitted;
  wg_pending = a->wg_pending;
  wg_cur = a->wg_cur;
  wg_groups = a->wg_groups;
  wg_areg = a->wg_areg;
  mbars = a->mbars;
  spin_seen = a->spin_seen;
  spin_timeout = a->spin_timeout;
  spin_on = a->spin_on;
  spin_parity = a->spin_parity;
  tc_flight = a->tc_flight;
  cpa_queue = a->cpa_queue;
  cpa_len = a->cpa_len;
  cpa_cap = a->cpa_cap;
  cpa_committed = a->cpa_committed;
  cpa_last_wait = a->cpa_last_wait;
  memcpy(cta, s->cta, sizeof cta);
  phase = s->phase;
  cta_first_phase = s->first_phase;
  cta_phase_index = s->phase_index;
  nmbars = s->nmbars;
  tc_nflight = s->tc_nflight;
  tma_flight = s->tma_flight;
  tma_len = s->tma_len;
  tma_cap = s->tma_cap;
  for (int i = 0; i < smem_count; i++) {
    smem_shadow[i] = s->shadow[i];
    smem_readers[i] = s->readers[i];
  }
  reader_words = s->rwords;
  cur_rank = r;
}

/* The bound CTA's scalars into its slot. */
static void slot_save(void) {
  cta_slot_t *s = &cta_slots[cur_rank];
  memcpy(s->cta, cta, sizeof cta);
  s->phase = phase;
  s->first_phase = cta_first_phase;
  s->phase_index = cta_phase_index;
  s->nmbars = nmbars;
  s->tc_nflight = tc_nflight;
  s->tma_flight = tma_flight;
  s->tma_len = tma_len;
  s->tma_cap = tma_cap;
}

/* Binds rank r's CTA: the bound one's scalars and shared memory go to its
 * slot, r's come back. */
static void cluster_switch(int r) {
  if (r == cur_rank) return;
  slot_save();
  for (int i = 0; i < smem_count; i++) memcpy(cta_slots[cur_rank].saved[i], smem_ptr[i], smem_size[i]);
  slot_bind(r);
  for (int i = 0; i < smem_count; i++) memcpy(smem_ptr[i], cta_slots[r].saved[i], smem_size[i]);
}

/* The coordinates of rank r's CTA (live for the bound one). */
static const uint32_t *rank_cta(int r) { return r == cur_rank ? cta : cta_slots[r].cta; }

/* A completed mbarrier phase also orders the accesses of the other CTAs
 * that arrived on it (a bit per rank): their race-detector phases end. */
static void cluster_phase_bump(uint32_t ranks) {
  for (int r = 0; r < cluster_ctas; r++)
    if ((ranks >> r & 1) && r != cur_rank) cta_slots[r].phase++;
}

/* What the message of a failure during a shared::cluster operation on
 * another CTA adds: the issuing CTA. */
static void remote_note(char *buf, size_t n) {
  const uint32_t *c = rank_cta(remote_home);
  snprintf(buf, n, " (a shared::cluster operation of thread %d of block (%u, %u, %u), cluster rank %d, on the CTA of "
           "cluster rank %d)", cur_tid, c[0], c[1], c[2], remote_home, cur_rank);
}

/* The CTA-relative (host) address of a shared::cluster address and the rank
 * of its CTA (that of the running CTA for a plain shared address). */
static uint8_t *dsmem_addr(const void *p, int *rank) {
  uintptr_t tag = (uintptr_t)p >> DSMEM_TAG_SHIFT;
  *rank = tag ? (int)tag - 1 : cur_rank;
  return (uint8_t *)((uintptr_t)p & DSMEM_ADDR_MASK);
}

/* Binds rank r's CTA for an operation (`what`) of the running thread on it;
 * returns a token for remote_leave (the rank to go back to and the issuing
 * CTA of an operation this one is nested in: a commit delivered from the
 * peer's wait arrives on a third CTA's mbarrier), or -1 when r is the
 * running CTA. Fails when r is not in the cluster or has returned. */
static int remote_to(int r, const char *what) {
  if (r == cur_rank) return -1;
  if (r < 0 || r >= cluster_ctas) {
    fail("%s in block (%u, %u, %u) thread %d: cluster rank %d is not in the cluster of %d CTAs", what, cta[0], cta[1],
         cta[2], cur_tid, r, cluster_ctas);
    abort_thread();
  }
  if (cta_slots[r].done) {
    const uint32_t *c = cta_slots[r].cta;
    fail("%s in block (%u, %u, %u) thread %d: the CTA of cluster rank %d (block (%u, %u, %u)) has exited (its shared "
         "memory is gone: no barrier.cluster.arrive/wait keeps it alive until the cluster's operations on it are "
         "done)",
         what, cta[0], cta[1], cta[2], cur_tid, r, c[0], c[1], c[2]);
    abort_thread();
  }
  int token = cur_rank + EMU_MAX_CLUSTER * (remote_home + 1);
  int home = cur_rank;
  cluster_switch(r);
  remote_home = home;
  return token;
}

static void *remote_enter(const void *p, const char *what, int *home) {
  int r;
  uint8_t *a = dsmem_addr(p, &r);
  *home = remote_to(r, what);
  return a;
}

static void remote_leave(int token) {
  if (token < 0) return;
  remote_home = -1;
  cluster_switch(token % EMU_MAX_CLUSTER);
  remote_home = token / EMU_MAX_CLUSTER - 1;
}

/* Another CTA's state, for the operations of the CTA pair and the waits
 * that complete another CTA's copies: rank r's tcgen05 MMAs and commits
 * in flight, its TMA loads in flight (none once it has returned), its TMEM
 * columns, its mbarrier at p (NULL when not initialized), whether it has
 * returned, and the byte of its shared memory at the CTA-relative p (kept
 * in its slot while it does not run). The running CTA's are the live ones. */
static tc_flight_t *tc_list(int r, int *n) {
  *n = r == cur_rank ? tc_nflight : cta_slots[r].done ? 0 : cta_slots[r].tc_nflight;
  return r == cur_rank ? tc_flight : cta_slots[r].a->tc_flight;
}

static tma_copy_t *tma_list(int r, int *n) {
  *n = r == cur_rank ? tma_len : cta_slots[r].done ? 0 : cta_slots[r].tma_len;
  return r == cur_rank ? tma_flight : cta_slots[r].tma_flight;
}

static int *tmem_start_of(int r) { return cta_slots[r].a->tmem_start; }
static int *tmem_group_of(int r) { return cta_slots[r].a->tmem_group; }
static uint32_t (*tmem_of(int r))[EMU_TMEM_COLS] { return cta_slots[r].a->tmem; }

static mbar_t *mbar_in(int r, const void *p) {
  mbar_t *list = r == cur_rank ? mbars : cta_slots[r].a->mbars;
  int n = r == cur_rank ? nmbars : cta_slots[r].done ? 0 : cta_slots[r].nmbars;
  for (int i = 0; i < n; i++)
    if (list[i].addr == p) return &list[i];
  return NULL;
}

static int rank_done(int r) { return r != cur_rank && cta_slots[r].done; }

static const uint8_t *rank_byte(const uint8_t *p, int r) {
  int region;
  size_t off;
  if (r == cur_rank || !shadow_of(p, &region, &off)) return p;
  return cta_slots[r].saved[region] + off;
}

/* Records the running CTA's tcgen05.alloc.cta_group::2 (columns from
 * start): the k-th such allocation of each CTA of a pair must be the same
 * columns (PTX ISA §9.7.16.7.1: the pair allocates together; here each CTA
 * allocates in its own TMEM, first fit, and they must agree), checked by
 * whichever CTA makes it second. */
static void tc_pair_alloc(int site, int start, int ncols) {
  cta_arrays_t *me = cta_slots[cur_rank].a, *peer = cta_slots[cur_rank ^ 1].a;
  int k = me->pair_nallocs++;
  uint32_t mine = (uint32_t)start | (uint32_t)ncols << 16;
  me->pair_allocs[k % EMU_PAIR_ALLOCS] = mine;
  if (peer->pair_nallocs <= k || peer->pair_nallocs - k > EMU_PAIR_ALLOCS) return;
  uint32_t other = peer->pair_allocs[k % EMU_PAIR_ALLOCS];
  if (other != mine)
    tc_fail("tcgen05.alloc", site, "cta_group::2 allocation %d of this CTA (%d columns at column %d) differs from the "
            "peer CTA's (cluster rank %d: %u columns at column %u): the two CTAs of a pair must allocate alike", k + 1,
            ncols, start, cur_rank ^ 1, other >> 16, other & 0xffff);
}

/* mapa.shared::cluster.u64 d, p, rank (llvm.nvvm.mapa[.shared.cluster]): the
 * shared::cluster address of p's CTA-relative byte in the CTA of cluster
 * rank `rank`: p with rank + 1 in bits 56..60. */
void *__emu_mapa(void *p, int32_t rank) {
  uintptr_t a = (uintptr_t)p & DSMEM_ADDR_MASK;
  if (rank < 0 || rank >= cluster_ctas) {
    fail("mapa in block (%u, %u, %u) thread %d: cluster rank %d is not in the cluster of %d CTAs", cta[0], cta[1],
         cta[2], cur_tid, rank, cluster_ctas);
    abort_thread();
  }
  if (!in_smem((const void *)a, 1)) {
    fail("mapa in block (%u, %u, %u) thread %d: %p is not a shared-memory address", cta[0], cta[1], cta[2], cur_tid,
         p);
    abort_thread();
  }
  return (void *)(a | (uintptr_t)(rank + 1) << DSMEM_TAG_SHIFT);
}

/* barrier.cluster.arrive[.relaxed][.aligned]: the thread arrives on the
 * cluster barrier's current phase (a second arrival before its wait fails). */
void __emu_cluster_arrive(void) {
  if (cl_arrived[cur_tid]) {
    fail("barrier.cluster.arrive in block (%u, %u, %u) thread %d: the thread arrives again without a "
         "barrier.cluster.wait after its last arrival", cta[0], cta[1], cta[2], cur_tid);
    abort_thread();
  }
  cl_arrived[cur_tid] = (int)cl_gen + 1;
}

/* barrier.cluster.wait[.aligned]: waits until every thread of the cluster
 * that has not exited has arrived on the phase the thread arrived on (PTX
 * ISA: "all non-exited threads of the cluster"); a thread that has not
 * arrived fails. The phase completes in cluster_barrier_check. */
void __emu_cluster_wait(void) {
  if (!cl_arrived[cur_tid]) {
    fail("barrier.cluster.wait in block (%u, %u, %u) thread %d: the thread has not arrived (no barrier.cluster.arrive "
         "since its last wait)", cta[0], cta[1], cta[2], cur_tid);
    abort_thread();
  }
  if (cl_arrived[cur_tid] == (int)cl_gen + 1) {
    thr_state[cur_tid] = ST_CLUSTER;
    to_scheduler();
  }
  cl_arrived[cur_tid] = 0;
}

/* Completes the cluster barrier's phase when every thread of the cluster
 * that has not returned has arrived on it (and one has): the waiting threads
 * run again and every CTA's race-detector phase ends (the barrier orders
 * memory across the cluster). Returns 1 when it did. */
static int cluster_barrier_check(void) {
  int arrived = 0;
  for (int r = 0; r < cluster_ctas; r++) {
    const cta_arrays_t *a = cta_slots[r].a;
    for (int t = 0; t < nthreads; t++) {
      if (a->state[t] == ST_DONE) continue;
      if (a->cl_arrived[t] != (int)cl_gen + 1) return 0;
      arrived++;
    }
  }
  if (!arrived) return 0;
  cl_gen++;
  cluster_barriers_done++;
  for (int r = 0; r < cluster_ctas; r++) {
    int *state = cta_slots[r].a->state;
    for (int t = 0; t < nthreads; t++)
      if (state[t] == ST_CLUSTER) state[t] = ST_RUN;
    if (r == cur_rank) {
      phase++;
      cta_phase_index++;
    } else {
      cta_slots[r].phase++;
      cta_slots[r].phase_index++;
    }
  }
  return 1;
}

/* What the threads of the other CTAs of the cluster do, for a deadlock
 * message ("" without a cluster). */
static void cluster_summary(char *buf, size_t n) {
  size_t len = 0;
  buf[0] = 0;
  for (int r = 0; r < cluster_ctas && len + 1 < n; r++) {
    if (r == cur_rank) continue;
    int count[ST_CLUSTER + 1] = {0};
    for (int t = 0; t < nthreads; t++) count[cta_slots[r].a->state[t]]++;
    const uint32_t *c = rank_cta(r);
    int w = snprintf(buf + len, n - len, "%s cluster rank %d (block (%u, %u, %u)): %d wait on mbarriers, %d at a "
                     "barrier, %d at a warp-collective op, %d at barrier.cluster.wait, %d returned",
                     len ? ";" : "; in the cluster's other CTAs:", r, c[0], c[1], c[2], count[ST_SPIN],
                     count[ST_BARRIER], count[ST_WARP], count[ST_CLUSTER], count[ST_DONE]);
    if (w < 0) break;
    len += (size_t)w;
  }
}

static int wake_spinners(int report);

/* A round of the cluster ran no thread: reports the deadlock (the first CTA
 * with threads spinning on mbarriers, as without clusters; else the cluster
 * barrier). */
static void cluster_deadlock(uint32_t X, uint32_t Y, uint32_t Z) {
  for (int r = 0; r < cluster_ctas; r++) {
    if (cta_slots[r].done) continue;
    for (int t = 0; t < nthreads; t++)
      if (cta_slots[r].a->state[t] == ST_SPIN) {
        cluster_switch(r);
        if (wake_spinners(1) < 0) return;
        break;
      }
  }
  int wr = -1, wt = -1, mr = -1, mt = -1, missing = 0, live = 0;
  for (int r = 0; r < cluster_ctas; r++)
    for (int t = 0; t < nthreads; t++) {
      int st = cta_slots[r].a->state[t];
      if (st == ST_DONE) continue;
      live++;
      if (st == ST_CLUSTER && wr < 0) wr = r, wt = t;
      if (cta_slots[r].a->cl_arrived[t] != (int)cl_gen + 1 && !missing++) mr = r, mt = t;
    }
  if (wr < 0 || mr < 0) {
    fail("deadlock in cluster (%u, %u, %u): no thread of its CTAs can run", X, Y, Z);
    return;
  }
  static const char *const doing[] = {"runs", "waits at a barrier", "waits at a warp-collective op", "returned",
                                      "spins on an mbarrier", "waits at barrier.cluster.wait"};
  char others[1024];
  cluster_switch(wr);
  cluster_summary(others, sizeof others);
  const uint32_t *w = rank_cta(wr), *m = rank_cta(mr);
  fail("cluster barrier deadlock in cluster (%u, %u, %u): thread %d of block (%u, %u, %u) (cluster rank %d) waits at "
       "barrier.cluster.wait, and %d of the %d threads of the cluster that have not returned have not arrived "
       "(barrier.cluster.arrive) and cannot: the first, thread %d of block (%u, %u, %u) (cluster rank %d), %s%s",
       X, Y, Z, wt, w[0], w[1], w[2], wr, missing, live, mt, m[0], m[1], m[2], mr,
       doing[cta_slots[mr].a->state[mt]], others);
}

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
  cpa_thread_end();
  thr_state[cur_tid] = ST_DONE;
  _longjmp(sched_jmp, 1); /* never resumed */
}

/* Runs thread t until it yields or returns. */
static void run_thread(int t) {
  if (_setjmp(sched_jmp)) return;
  if (thr_started[t]) _longjmp(thr_jmp[t], 1);
  thr_started[t] = 1;
  setcontext(&thr_ctx[t]);
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
long emu_matrix_op_count(void) { return matrix_ops_done; }

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


/* Runs the bound CTA's threads until none can run. Returns 1 when they have
 * all returned, 0 when it waits for the other CTAs of its cluster (threads at
 * barrier.cluster.wait, or spinning on mbarriers with nothing changed), -1
 * when the launch has failed. *ran: whether a thread ran. */
static int cta_step(int *ran) {
  for (;;) {
    /* run the phase: every runnable thread, in order, until none is (a
       warp shuffle makes the lanes of a warp runnable again) */
    make_order();
    for (int woke = 1; woke > 0;) {
      for (int again = 1; again;) {
        again = 0;
        for (int i = 0; i < nthreads; i++) {
          int t = order[i];
          if (thr_state[t] != ST_RUN) continue;
          again = *ran = 1;
          cur_tid = t;
          run_thread(t);
          if (aborted) return -1;
        }
      }
      /* threads spinning in mbarrier.try_wait: run them again */
      woke = wake_spinners(0);
      if (woke == -1) return -1;
      if (woke == -2) return 0;
    }
    int at_barrier = 0, done = 0, waiting = 0, first_done = -1, first_bar = -1;
    for (int t = 0; t < nthreads; t++) {
      if (thr_state[t] == ST_WARP) {
        /* a lane waits at a warp-collective op its warp never completes (but
           lanes at barrier.cluster.wait may still come) */
        int wi = t / EMU_WARP, other = -1;
        for (int l = wi * EMU_WARP; l < (wi + 1) * EMU_WARP && other < 0; l++)
          if (thr_state[l] != ST_WARP) other = l;
        if (other >= 0 && thr_state[other] == ST_CLUSTER) {
          waiting++;
          continue;
        }
        const warp_t *w = &warps[wi];
        char name[96];
        warp_op_name(name, sizeof name, w->op, w->kind);
        fail("warp divergence in block (%u, %u, %u), warp %d: %d lanes wait at %s #%d (first: lane "
             "%d) while lane %d %s",
             cta[0], cta[1], cta[2], wi, w->arrived, name, w->site, w->first_lane, other < 0 ? -1 : other % EMU_WARP,
             other >= 0 && thr_state[other] == ST_BARRIER ? "waits at a barrier" : "returned");
        return -1;
      }
      if (thr_state[t] == ST_BARRIER) {
        at_barrier++;
        if (first_bar < 0) first_bar = t;
      } else if (thr_state[t] == ST_CLUSTER) {
        waiting++;
      } else {
        done++;
        if (first_done < 0) first_done = t;
      }
    }
    if (at_barrier == 0) return waiting ? 0 : 1;
    int named = named_barrier_ready();
    if (named == -2) return -1;
    if (named >= 0) {
      for (int t = 0; t < nthreads; t++)
        if (thr_state[t] == ST_BARRIER && bar_id[t] == named) thr_state[t] = ST_RUN;
      barriers_done++;
      phase++;
      cta_phase_index++;
      continue;
    }
    /* the threads at barrier.cluster.wait may come to the barrier */
    if (waiting) return 0;
    if (done != 0) {
      fail("barrier divergence in block (%u, %u, %u): %d threads wait at a barrier (first: thread %d) but %d "
           "returned (first: thread %d)",
           cta[0], cta[1], cta[2], at_barrier, first_bar, done, first_done);
      return -1;
    }
    for (int t = 0; t < nthreads; t++)
      if (bar_id[t] != bar_id[first_bar]) {
        fail("barrier divergence in block (%u, %u, %u): thread %d waits at barrier %d, thread %d at barrier %d",
             cta[0], cta[1], cta[2], first_bar, bar_id[first_bar], t, bar_id[t]);
        return -1;
      }
    barriers_done++;
    phase++;
    cta_phase_index++;
    for (int t = 0; t < nthreads; t++) thr_state[t] = ST_RUN;
  }
}

/* Binds rank r's slot and starts its CTA (cta x, y, z) in race-detector
 * phase `first`: shared memory filled with 0xFF, nothing in flight, the
 * threads at their entry. */
static void cta_start(int r, uint32_t x, uint32_t y, uint32_t z, uint32_t first) {
  slot_save();
  if (r != cur_rank && cluster_ctas > 1)
    for (int i = 0; i < smem_count; i++) memcpy(cta_slots[cur_rank].saved[i], smem_ptr[i], smem_size[i]);
  slot_bind(r);
  cta[0] = x;
  cta[1] = y;
  cta[2] = z;
  for (int i = 0; i < smem_count; i++) memset(smem_ptr[i], 0xff, smem_size[i]);
  phase = cta_first_phase = first;
  cta_phase_index = 0;
  for (int i = 0; i < EMU_MAX_THREADS / EMU_WARP; i++) warps[i].arrived = 0;
  cta_slots[r].a->pair_nallocs = 0;
  tc_cta_begin();
  cpa_cta_begin();
  tma_cta_begin();
  for (int t = 0; t < nthreads; t++) {
    getcontext(&thr_ctx[t]);
    thr_ctx[t].uc_stack.ss_sp = stacks + ((size_t)r * (size_t)nthreads + (size_t)t) * EMU_STACK;
    thr_ctx[t].uc_stack.ss_size = EMU_STACK;
    thr_ctx[t].uc_link = NULL;
    makecontext(&thr_ctx[t], thread_main, 0);
    thr_started[t] = 0;
    thr_state[t] = ST_RUN;
    cl_arrived[t] = 0;
  }
  cta_slots[r].done = 0;
}

/* The order of the ranks in a round: forward, reversed, or shuffled
 * (emu_set_schedule). */
static void make_rank_order(void) {
  for (int i = 0; i < cluster_ctas; i++) rank_order[i] = schedule_mode == 1 ? cluster_ctas - 1 - i : i;
  if (schedule_mode == 2)
    for (int i = cluster_ctas - 1; i > 0; i--) {
      int j = (int)(next_rand() % (uint64_t)(i + 1));
      int t = rank_order[i];
      rank_order[i] = rank_order[j];
      rank_order[j] = t;
    }
}

/* Runs the cluster (X, Y, Z) of the grid (a single CTA without clusters):
 * its CTAs in rounds until all have returned. 0, or 1 when the launch
 * failed. */
static int run_cluster(uint32_t X, uint32_t Y, uint32_t Z) {
  uint32_t first = phase;
  for (int r = 0; r < cluster_ctas; r++)
    if (r != cur_rank && cta_slots[r].phase > first) first = cta_slots[r].phase;
  first++;
  for (int r = 0; r < cluster_ctas; r++) {
    uint32_t i = (uint32_t)r % cluster_dim[0], j = (uint32_t)r / cluster_dim[0] % cluster_dim[1];
    uint32_t k = (uint32_t)r / (cluster_dim[0] * cluster_dim[1]);
    cta_start(r, X * cluster_dim[0] + i, Y * cluster_dim[1] + j, Z * cluster_dim[2] + k, first);
  }
  cl_gen = 0;
  for (;;) {
    int progress = 0, live = 0;
    if (cluster_ctas > 1) make_rank_order();
    for (int n = 0; n < cluster_ctas; n++) {
      int r = cluster_ctas > 1 ? rank_order[n] : 0;
      if (cta_slots[r].done) continue;
      cluster_switch(r);
      int st = cta_step(&progress);
      if (st < 0) return 1;
      if (st == 1) {
        if (tc_cta_end() || tma_cta_end()) return 1;
        cta_slots[r].done = 1;
      } else {
        live++;
      }
      if (cluster_barrier_check()) progress = 1;
    }
    if (!live) return 0;
    if (!progress) {
      cluster_deadlock(X, Y, Z);
      return 1;
    }
  }
}

/* Runs entry(slots) for every CTA of the grid (in CTAs) and all its threads
 * (emu_set_block), one cluster (emu_set_cluster) after another, x fastest.
 * kinds: one character per slot ('p' pointer, 'i' i32, 'l' i64, 'f' f32,
 * 'd' f64), informational (the entry trampoline reads the slots).
 * Returns 0, or 1 with emu_error() saying why (assertion, barrier divergence). */
int emu_launch(emu_entry_fn entry, uint32_t gx, uint32_t gy, uint32_t gz, const uint64_t *slots, const char *kinds) {
  (void)kinds;
  install_fault_handlers();
  errmsg[0] = 0;
  aborted = 0;
  remote_home = -1;
  int need = nthreads * cluster_ctas;
  if (stack_threads < need) {
    if (stacks) munmap(stacks, (size_t)EMU_STACK * (size_t)stack_threads);
    stack_threads = 0;
    stacks = mmap(NULL, (size_t)EMU_STACK * (size_t)need, PROT_READ | PROT_WRITE,
                  MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (stacks == MAP_FAILED) {
      stacks = NULL;
      fail("cannot allocate thread stacks");
      return 1;
    }
    stack_threads = need;
  }
  for (int r = 0; r < cluster_ctas; r++)
    if (slot_prepare(r) != 0) {
      fail("cannot allocate the state of a CTA");
      return 1;
    }
  if (gx % cluster_dim[0] || gy % cluster_dim[1] || gz % cluster_dim[2]) {
    fail("a grid of %u x %u x %u CTAs is not made of clusters of %u x %u x %u", gx, gy, gz, cluster_dim[0],
         cluster_dim[1], cluster_dim[2]);
    return 1;
  }
  barriers_done = 0;
  shuffles_done = 0;
  matrix_ops_done = 0;
  tc_mmas_done = tmem_ops_done = mbar_arrives = mbar_spins = wg_mmas_done = 0;
  cpa_copies_done = 0;
  tma_loads_done = 0;
  tma_stores_done = 0;
  tma_storing = 0;
  tma_bytes_done = 0;
  uninit_reads = 0;
  cluster_barriers_done = 0;
  grid[0] = gx;
  grid[1] = gy;
  grid[2] = gz;
  cur_entry = entry;
  cur_slots = slots;
  /* the rank bound by the last launch (its scalars are live; from the first
     launch on, slot 0's) */
  if (!cta_slots[cur_rank].a) cur_rank = 0;
  slot_save();
  for (uint32_t z = 0; z < gz / cluster_dim[2]; z++)
    for (uint32_t y = 0; y < gy / cluster_dim[1]; y++)
      for (uint32_t x = 0; x < gx / cluster_dim[0]; x++)
        if (run_cluster(x, y, z)) return 1;
  return 0;
}
